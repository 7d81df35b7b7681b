import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from './lib/logger'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The links of the message, printed to the console in outbox mode. */
  links: string[]
  /**
   * The message's own id (its Message-ID, `local@domain`): a message sent again after a crash
   * carries the same one, so mail clients show it once.
   */
  id?: string
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox' | 'memory'
  send(message: MailMessage): Promise<void>
}

/** nodemailer (~15 MiB once loaded) is imported with the first mail, not at start. */
const nodemailer = async () => (await import('nodemailer')).default

/** A value made once, on first use (concurrent first uses share it). */
function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => {
    made ??= make()
    return made
  }
}

export interface MailerOptions {
  smtpUrl?: string
  from: string
  outboxDir: string
  logger: Logger
}

/**
 * SMTP when SMTP_URL is set; otherwise the dev outbox: each mail becomes one .eml file in
 * $DATA_DIR/outbox/ and its links are printed, so a local run can confirm an account.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl
    const transport = lazy(async () => (await nodemailer()).createTransport(smtpUrl))
    return {
      mode: 'smtp',
      async send(message) {
        await (await transport()).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.id ? { messageId: `<${message.id}>` } : {}),
        })
        options.logger.info('mail sent', { to: message.to, subject: message.subject })
      },
    }
  }
  const transport = lazy(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    mode: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.id ? { messageId: `<${message.id}>` } : {}),
      })
      mkdirSync(options.outboxDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const who = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_')
      const file = path.join(options.outboxDir, `${stamp}-${who}.eml`)
      writeFileSync(file, info.message as Buffer)
      console.log(`[mail] to ${message.to}: ${message.subject} (${file})`)
      for (const link of message.links) console.log(`[mail]   ${link}`)
    },
  }
}

/** A mailer that keeps messages in memory, for tests. */
export function createMemoryMailer(): Mailer & { messages: MailMessage[] } {
  const messages: MailMessage[] = []
  return {
    mode: 'memory',
    messages,
    async send(message) {
      messages.push(message)
    },
  }
}
