import { Readable } from 'node:stream'
import { AGENT_LIMITS, type AgentChannel, VOICE_NOTE_LIMITS } from '../../../shared/constants'
import { formatDuration } from '../../../shared/domain/formats'
import { localText } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { AgentExchange } from '../../../shared/schemas/agent.response'
import { type Db, transaction } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/context'
import { transcribeAudio, transcriptionEnabled } from '../voice-notes/transcribe'
import { uploadVoiceNote } from '../voice-notes/voice-notes.service'
import { type AgentDeps, converse, countMessage } from './agent.service'
import { type AgentContext, loadAgentContext } from './agent-context'
import {
  earlierExchange,
  messagesByIds,
  openThreads,
  storeCoachMessage,
  storeReply,
} from './agent-conversation'
import { recentClass } from './agent-plan'
import type { AgentReply } from './agent-reply'
import { propose } from './agent-respond'

/**
 * A coach's voice message to the agent, on any channel (decision 0025). While the agent waits
 * for a voice note ('áudio pra Ana' answered 'Grave o áudio para Ana Souza.'), the audio IS that
 * note: stored as the voice notes store an upload (their type, size and quota rules) and
 * proposed for the student's newest feedback — never heard as a command. Otherwise it is
 * transcribed at once by the voice notes' own call and the transcript is the coach's message,
 * so the conversation shows what was understood; without transcription configured it is
 * refused (409). The same event again (the app's Idempotency-Key, WhatsApp's message id)
 * answers the exchange it made, without hearing the audio again.
 */

/** A voice message's audio, as read from the request or the provider. */
export interface HeardAudio {
  data: Buffer
  mimeType: string
  /** Its length when the file says it (an Ogg Opus' last page). */
  durationMs?: number | null
}

export interface VoiceInput {
  channel: AgentChannel
  /** The id of the event that brought it (a client key, the provider's message id). */
  eventId: string | null
  /** Its length measured by the recorder; null when the channel does not say. */
  durationMs: number | null
  /** The audio, read only when it is needed (a refusal reads nothing). */
  audio: () => Promise<HeardAudio>
}

/** Transcription is not configured: a voice message cannot be heard. */
export const VOICE_UNAVAILABLE = msg('agent.voiceNeedsTranscription')
const VOICE_FAILED = msg('agent.voiceFailed')

export async function voiceToAgent(
  db: Db,
  deps: AgentDeps,
  coach: AuthUser,
  input: VoiceInput,
): Promise<AgentExchange> {
  if (input.eventId) {
    const event = { ownerId: coach.id, channel: input.channel, eventId: input.eventId }
    const earlier = await earlierExchange(db, event)
    if (earlier.length) return { messages: earlier }
  }
  const { question } = await openThreads(db, coach.id)
  const forStudent = question?.reason === 'voice_for' ? question.studentId : undefined
  const ai = transcriptionEnabled(deps.ai) ? deps.ai : null
  if (!forStudent && !ai) throw new AppError('AGENT_VOICE_UNAVAILABLE', VOICE_UNAVAILABLE, 409)
  // counted before it is heard: a transcription is the costly part
  await countMessage(db, deps, coach)
  const audio = await input.audio()
  if (forStudent) return voiceNote(db, deps, coach, input, { audio, studentId: forStudent })
  let text: string
  try {
    // ai is set here: without it, only a voice note asked for gets this far
    text = await transcribeAudio(ai!, audio.data, audio.mimeType)
  } catch (err) {
    deps.logger.warn('agent voice message not transcribed', { error: (err as Error).message })
    throw new AppError('AGENT_VOICE_FAILED', VOICE_FAILED, 502)
  }
  text = text.trim().slice(0, AGENT_LIMITS.textMax)
  if (!text) throw new AppError('AGENT_VOICE_EMPTY', VOICE_FAILED, 422)
  return converse(db, deps, coach, { channel: input.channel, text, eventId: input.eventId })
}

/** A voice message from a messaging channel: its exchange, or what the coach is told instead. */
export type ChannelVoice = { messages: AgentExchange['messages'] } | { refusal: string }

/**
 * A voice message from WhatsApp or Telegram through the agent. A refusal the coach can act on
 * (no transcription, too large, not heard, a refused note) comes back as its text in the
 * coach's language; a download that failed is 'not heard'. The rate limit and unexpected
 * errors throw, as for any message.
 */
export async function voiceOnChannel(
  db: Db,
  deps: AgentDeps,
  coach: AuthUser,
  input: VoiceInput,
): Promise<ChannelVoice> {
  const audio = async () => {
    try {
      return await input.audio()
    } catch (err) {
      if (err instanceof AppError) throw err
      deps.logger.warn('agent voice message not downloaded', {
        channel: input.channel,
        error: (err as Error).message,
      })
      throw new AppError('AGENT_VOICE_FAILED', VOICE_FAILED, 502)
    }
  }
  try {
    return await voiceToAgent(db, deps, coach, { ...input, audio })
  } catch (err) {
    if (!(err instanceof AppError) || err.status === 429) throw err
    return { refusal: localText(err.message, coach.language ?? 'pt-BR') }
  }
}

/** The length a note is stored with: the one said, within the voice notes' limits. */
const storedLength = (ms: number | null) =>
  Math.min(
    VOICE_NOTE_LIMITS.maxDurationMs + VOICE_NOTE_LIMITS.durationToleranceMs,
    Math.max(1, Math.round(ms ?? 1)),
  )

/**
 * The voice note asked for: stored (when the student still has a class of the last two days
 * to attach it to) and proposed; Confirmar attaches it, Cancelar leaves it unattached (removed
 * with the other unsaved notes after VOICE_NOTE_LIMITS.orphanHours).
 */
async function voiceNote(
  db: Db,
  deps: AgentDeps,
  coach: AuthUser,
  input: VoiceInput,
  { audio, studentId }: { audio: HeardAudio; studentId: string },
): Promise<AgentExchange> {
  const ctx = await loadAgentContext(db, coach)
  const sessionId = await recentClass(db, ctx, studentId)
  const durationMs = input.durationMs ?? audio.durationMs ?? null
  const note = sessionId
    ? await uploadVoiceNote(db, deps.notes, {
        ownerId: coach.id,
        durationMs: storedLength(durationMs),
        contentType: audio.mimeType,
        contentLength: String(audio.data.length),
        body: Readable.from([audio.data]),
      })
    : null
  return transaction(db, async (tx) => {
    const said =
      durationMs === null
        ? ctx.t('agent.voiceNoteSaid')
        : ctx.t('agent.voiceNoteSaidLength', { duration: formatDuration(durationMs) })
    const { channel, eventId } = input
    const coachId = await storeCoachMessage(tx, { ownerId: coach.id, channel, eventId, text: said })
    // the same event arrived twice at once: the first one's exchange (this note stays unsaved)
    if (!coachId)
      return {
        messages: await earlierExchange(tx, { ownerId: coach.id, channel, eventId: eventId! }),
      }
    const { reply, proposalId } =
      note && sessionId
        ? await propose(tx, ctx, input.channel, {
            text: '',
            plan: {
              kind: 'attach_voice_note',
              voiceNoteId: note.id,
              sessionId,
              studentId,
              durationMs,
            },
          })
        : { reply: noClass(ctx), proposalId: null }
    const replyId = await storeReply(tx, {
      ownerId: coach.id,
      channel,
      replyTo: coachId,
      reply,
      proposalId,
    })
    return { messages: await messagesByIds(tx, coach.id, [coachId, replyId]) }
  })
}

const noClass = (ctx: AgentContext): AgentReply => ({ text: ctx.t('agent.noRecentClass') })
