import { z } from 'zod'
import type { WhatsappSettings } from './lib/whatsapp-cloud'

/**
 * The optional WhatsApp Business Cloud API channel's settings (README "Configuration"), part of
 * env.ts's schema. Unset: reminders on WhatsApp wait in the outbox for the coach's tap.
 */

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))

/** Meta's template names: lowercase letters, digits and underscores. */
const templateName = optional.refine((v) => v === undefined || /^[a-z0-9_]{1,512}$/.test(v), {
  error: 'must be an approved template name (lowercase letters, digits and _)',
})

export const whatsappEnv = {
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional.refine((v) => v === undefined || /^\d{1,32}$/.test(v), {
    error: "must be the business number's id (digits), not the phone number",
  }),
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_TEMPLATE_LESSON: templateName,
  WHATSAPP_TEMPLATE_GENERAL: templateName,
  WHATSAPP_GRAPH_URL: optional
    .transform((v) => (v ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''))
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v), {
      error: 'must be an http:// or https:// URL such as https://graph.facebook.com/v21.0',
    }),
  /** The business number itself, as people dial it: the profile's wa.me link (optional). */
  WHATSAPP_DISPLAY_NUMBER: optional
    .transform((v) => (v === undefined ? undefined : v.replace(/[\s().-]/g, '').replace(/^\+/, '')))
    .refine((v) => v === undefined || /^[1-9]\d{7,14}$/.test(v), {
      error: 'must be the business phone number with its country code, such as +55 11 94002-8922',
    }),
}

/** The settings that hide their value in an error line. */
export const WHATSAPP_SECRETS = ['WHATSAPP_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN']

type Parsed = { [K in keyof typeof whatsappEnv]: z.output<(typeof whatsappEnv)[K]> }

export const WHATSAPP_REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_TEMPLATE_LESSON',
  'WHATSAPP_TEMPLATE_GENERAL',
] as const

/**
 * The channel's settings when every required one is set, nothing when none is, and the error
 * line naming the missing ones when only some are (start-up stops with it).
 */
export function whatsappSettings(e: Parsed): { settings?: WhatsappSettings; error?: string } {
  const missing = WHATSAPP_REQUIRED.filter((name) => !e[name])
  if (missing.length === WHATSAPP_REQUIRED.length) return {}
  if (missing.length)
    return {
      error: `Invalid configuration: the WhatsApp Cloud API needs ${WHATSAPP_REQUIRED.join(', ')} together (or none of them: the coach sends WhatsApp reminders by hand); missing: ${missing.join(', ')}.`,
    }
  return {
    settings: {
      graphUrl: e.WHATSAPP_GRAPH_URL,
      token: e.WHATSAPP_TOKEN!,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
      appSecret: e.WHATSAPP_APP_SECRET!,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
      templates: { lesson: e.WHATSAPP_TEMPLATE_LESSON!, general: e.WHATSAPP_TEMPLATE_GENERAL! },
      ...(e.WHATSAPP_DISPLAY_NUMBER ? { displayNumber: e.WHATSAPP_DISPLAY_NUMBER } : {}),
    },
  }
}
