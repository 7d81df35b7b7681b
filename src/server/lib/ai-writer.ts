import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { PROGRESS_LIMITS } from '../../shared/constants'
import { isCleanText } from '../../shared/schemas/common'
import type { Logger } from './logger'

/**
 * The optional AI writer (DESIGN "AI writer"): drafts a text from structured
 * data through any OpenAI-compatible chat-completions endpoint. Never required: without
 * settings, or when the call fails, times out or answers something unusable, `draft` resolves to
 * null and the caller writes its rule-based text. The coach reviews every draft before it is
 * shared, and drafts are rendered as text, never HTML.
 *
 * Prompts are versioned files (`src/server/prompts/<name>.v<N>.md`): a change of wording is a
 * new version, so a shared text can be traced to the prompt that drafted it. The data sent is
 * the caller's choice and must hold only what the text needs — first names, numbers, tags,
 * notes; never phones, e-mails or ids.
 */

export const AI_PROMPTS = {
  'progress-summary': 'progress-summary.v1.md',
  'after-class-message': 'after-class-message.v1.md',
  /** The agent's understanding by tool calling (features/agent/agent-ai.ts). */
  'agent-tools': 'agent-tools.v2.md',
} as const
export type AiPrompt = keyof typeof AI_PROMPTS

export interface AiSettings {
  /** e.g. https://api.openai.com/v1 — `/chat/completions` is appended. */
  baseUrl: string
  apiKey: string
  model: string
  /** Issue 14: the model of `/audio/transcriptions` (optional). */
  transcribeModel?: string
  /** Default PROGRESS_LIMITS.aiTimeoutMs (15 s). */
  timeoutMs?: number
}

export interface AiWriter {
  readonly configured: boolean
  /** The drafted text, or null: not configured, or the call failed (logged, never thrown). */
  draft(prompt: AiPrompt, data: Record<string, unknown>): Promise<string | null>
}

const promptCache = new Map<AiPrompt, string>()

export function promptText(prompt: AiPrompt): string {
  let text = promptCache.get(prompt)
  if (text === undefined) {
    text = readFileSync(new URL(`../prompts/${AI_PROMPTS[prompt]}`, import.meta.url), 'utf8')
    promptCache.set(prompt, text)
  }
  return text
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
})

/** What the model wrote, as plain text the app can store: trimmed, bounded, no control characters. */
function usableText(content: string): string | null {
  const text = Array.from(content.replace(/\r\n?/g, '\n'))
    .filter((ch) => {
      const c = ch.charCodeAt(0)
      return c === 0x09 || c === 0x0a || (c >= 0x20 && c !== 0x7f)
    })
    .join('')
    .trim()
  if (!text || !isCleanText(text, { multiline: true })) return null
  return Array.from(text).slice(0, PROGRESS_LIMITS.shareTextMax).join('')
}

export function createAiWriter(settings: AiSettings | undefined, logger: Logger): AiWriter {
  if (!settings) return { configured: false, draft: async () => null }
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const timeoutMs = settings.timeoutMs ?? PROGRESS_LIMITS.aiTimeoutMs
  return {
    configured: true,
    async draft(prompt, data) {
      const started = Date.now()
      const fail = (reason: string) => {
        logger.warn('ai draft failed; using the rule-based text', {
          prompt: AI_PROMPTS[prompt],
          reason,
          ms: Date.now() - started,
        })
        return null
      }
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${settings.apiKey}`,
          },
          body: JSON.stringify({
            model: settings.model,
            temperature: 0.4,
            max_tokens: 700,
            messages: [
              { role: 'system', content: promptText(prompt) },
              { role: 'user', content: JSON.stringify(data) },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!res.ok) {
          await res.body?.cancel()
          return fail(`HTTP ${res.status}`)
        }
        const body = completionSchema.safeParse(await res.json())
        if (!body.success) return fail('unexpected answer')
        const text = usableText(body.data.choices[0]?.message.content ?? '')
        if (!text) return fail('empty answer')
        logger.debug('ai draft', { prompt: AI_PROMPTS[prompt], ms: Date.now() - started })
        return text
      } catch (err) {
        const name = (err as Error).name
        return fail(
          name === 'TimeoutError'
            ? `timeout after ${timeoutMs} ms`
            : `${name}: ${(err as Error).message}`,
        )
      }
    },
  }
}
