import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/domain/locale'
import type { MailMessage } from '../mail'

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** One auth e-mail's own texts. */
interface MailParts {
  subject: string
  title: string
  intro: string
  textIntro: string
  button: string
  outro: string
}

/** The texts of the auth e-mails, in each language the app speaks. */
interface MailTexts {
  hello: (name: string) => string
  fallback: string
  verify: MailParts
  reset: MailParts
  team: string
}

const TEXTS: Record<Language, MailTexts> = {
  'pt-BR': {
    hello: (name) => (name ? `Olá, ${name}!` : 'Olá!'),
    fallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
    verify: {
      subject: 'Confirme seu email no Quadra',
      title: 'Confirme seu email',
      intro: 'Para ativar sua conta no Quadra, confirme seu email.',
      textIntro: 'Para ativar sua conta no Quadra, confirme seu email abrindo o link abaixo:',
      button: 'Confirmar email',
      outro: 'O link vale por 24 horas. Se você não criou uma conta, ignore esta mensagem.',
    },
    reset: {
      subject: 'Redefina sua senha do Quadra',
      title: 'Redefinição de senha',
      intro: 'Recebemos um pedido para redefinir a senha da sua conta no Quadra.',
      textIntro:
        'Recebemos um pedido para redefinir a senha da sua conta no Quadra. Para criar uma nova senha, abra o link abaixo:',
      button: 'Criar nova senha',
      outro:
        'O link vale por 1 hora. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    },
    team: 'Equipe Quadra',
  },
  en: {
    hello: (name) => (name ? `Hi ${name},` : 'Hi,'),
    fallback: "If the button doesn't work, copy and paste this address into your browser:",
    verify: {
      subject: 'Confirm your email for Quadra',
      title: 'Confirm your email',
      intro: 'To activate your Quadra account, confirm your email.',
      textIntro: 'To activate your Quadra account, confirm your email by opening the link below:',
      button: 'Confirm email',
      outro:
        "The link is valid for 24 hours. If you didn't create an account, ignore this message.",
    },
    reset: {
      subject: 'Reset your Quadra password',
      title: 'Password reset',
      intro: 'We received a request to reset the password of your Quadra account.',
      textIntro:
        'We received a request to reset the password of your Quadra account. To create a new password, open the link below:',
      button: 'Create new password',
      outro:
        "The link is valid for 1 hour. If you didn't ask for a reset, ignore this message: your password stays the same.",
    },
    team: 'The Quadra team',
  },
}

const textsFor = (language: unknown): MailTexts =>
  TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE]

function layout(
  language: Language,
  fallback: string,
  parts: MailParts,
  intro: string,
  url: string,
) {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(parts.title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#0f766e;padding-bottom:16px">Quadra</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(parts.title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${intro}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(parts.button)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#475569">${escapeHtml(fallback)}<br><a href="${escapeHtml(url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(url)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#475569;padding-top:16px">${escapeHtml(parts.outro)}</td></tr>
</table></td></tr></table></body></html>`
}

function authEmail(
  kind: 'verify' | 'reset',
  to: string,
  name: string,
  url: string,
  language: unknown,
): MailMessage {
  const texts = textsFor(language)
  const parts = texts[kind]
  const hello = texts.hello(name)
  return {
    to,
    subject: parts.subject,
    text: `${hello}\n\n${parts.textIntro}\n\n${url}\n\n${parts.outro}\n\n${texts.team}\n`,
    html: layout(
      isLanguage(language) ? language : DEFAULT_LANGUAGE,
      texts.fallback,
      parts,
      `${escapeHtml(hello)}<br>${escapeHtml(parts.intro)}`,
      url,
    ),
    links: [url],
  }
}

/** The e-mail that confirms a new account, in the coach's language (pt-BR by default). */
export function verificationEmail(
  to: string,
  name: string,
  url: string,
  language: unknown = DEFAULT_LANGUAGE,
): MailMessage {
  return authEmail('verify', to, name, url, language)
}

/** The e-mail with the link to a new password, in the coach's language. */
export function resetPasswordEmail(
  to: string,
  name: string,
  url: string,
  language: unknown = DEFAULT_LANGUAGE,
): MailMessage {
  return authEmail('reset', to, name, url, language)
}

/**
 * An auth link whose landing page opens in the coach's language: better-auth redirects to the
 * link's `callbackURL` (the confirm page, the reset page), which gets `lang=` (the web reads
 * it before anything else, web/lib/language.ts). pt-BR links stay exactly as they were (the
 * pages' default); a link without a callback is left as it is.
 */
export function linkInLanguage(url: string, language: unknown): string {
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return url
  const link = new URL(url)
  const callback = link.searchParams.get('callbackURL')
  if (!callback) return url
  const target = new URL(callback, link.origin)
  target.searchParams.set('lang', language)
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(callback)
  link.searchParams.set(
    'callbackURL',
    relative ? `${target.pathname}${target.search}${target.hash}` : target.toString(),
  )
  return link.toString()
}
