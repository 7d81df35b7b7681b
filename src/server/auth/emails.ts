import type { MailMessage } from '../mail'

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function layout(title: string, intro: string, buttonLabel: string, url: string, outro: string) {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#0f766e;padding-bottom:16px">Quadra</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${intro}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(buttonLabel)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#475569">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(url)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#475569;padding-top:16px">${outro}</td></tr>
</table></td></tr></table></body></html>`
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const hello = name ? `Olá, ${name}!` : 'Olá!'
  return {
    to,
    subject: 'Confirme seu email no Quadra',
    text: `${hello}\n\nPara ativar sua conta no Quadra, confirme seu email abrindo o link abaixo:\n\n${url}\n\nO link vale por 24 horas. Se você não criou uma conta, ignore esta mensagem.\n\nEquipe Quadra\n`,
    html: layout(
      'Confirme seu email',
      `${escapeHtml(hello)}<br>Para ativar sua conta no Quadra, confirme seu email.`,
      'Confirmar email',
      url,
      'O link vale por 24 horas. Se você não criou uma conta, ignore esta mensagem.',
    ),
    links: [url],
  }
}

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  const hello = name ? `Olá, ${name}!` : 'Olá!'
  return {
    to,
    subject: 'Redefina sua senha do Quadra',
    text: `${hello}\n\nRecebemos um pedido para redefinir a senha da sua conta no Quadra. Para criar uma nova senha, abra o link abaixo:\n\n${url}\n\nO link vale por 1 hora. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.\n\nEquipe Quadra\n`,
    html: layout(
      'Redefinição de senha',
      `${escapeHtml(hello)}<br>Recebemos um pedido para redefinir a senha da sua conta no Quadra.`,
      'Criar nova senha',
      url,
      'O link vale por 1 hora. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    ),
    links: [url],
  }
}
