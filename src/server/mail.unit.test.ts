import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { verificationEmail } from './auth/emails'
import { createLogger } from './lib/logger'
import { createMailer } from './mail'

const link =
  'http://localhost:3000/api/auth/verify-email?token=abc.def-ghi&callbackURL=%2Fauth%2Fconfirm'

describe('SMTP mailer (against a real SMTP receiver)', () => {
  const received: { from: string; to: string[]; raw: string }[] = []
  let server: SMTPServer
  let port: number

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8')
        })
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('delivers the verification mail with its link', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Quadra <nao-responda@quadra.app>',
      outboxDir: '/nonexistent',
      logger: createLogger({ silent: true }),
    })
    expect(mailer.mode).toBe('smtp')
    await mailer.send(verificationEmail('ana@example.com', 'Ana', link))
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail!.from).toBe('nao-responda@quadra.app')
    expect(mail!.to).toEqual(['ana@example.com'])
    expect(mail!.raw).toMatch(/Subject: Confirme seu email no Quadra/)
    // quoted-printable may fold the line: unfold it before looking for the link
    const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(unfolded).toContain(link)
  })
})

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes one .eml per mail and prints its links', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quadra-outbox-'))
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const mailer = createMailer({
      from: 'Quadra <nao-responda@quadra.app>',
      outboxDir: path.join(dir, 'outbox'),
      logger: createLogger({ silent: true }),
    })
    expect(mailer.mode).toBe('outbox')
    await mailer.send(verificationEmail('bia@example.com', 'Bia', link))
    const files = readdirSync(path.join(dir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/bia@example\.com\.eml$/)
    const raw = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8')
    expect(raw).toMatch(/^To: bia@example\.com$/m)
    expect(raw).toMatch(/^Subject: Confirme seu email no Quadra$/m)
    expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link)
    expect(log.mock.calls.flat().join('\n')).toContain(link)
    log.mockRestore()
  })
})
