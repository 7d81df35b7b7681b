import type { IsoDate } from '../../../shared/domain/dates'
import { formatDate, formatMoney } from '../../../shared/domain/formats'
import type { Language } from '../../../shared/domain/locale'
import { packageNameText } from '../../../shared/message-text'
import { esc } from './student-page.bits'
import type { StudentPageMoney } from './student-page.money-data'
import { WORDS } from './student-page.words'

/**
 * The money cards of the student's page: what is owed, with the Pix code of the total (a
 * readonly field the student selects and copies, and its QR code drawn as inline SVG: the page
 * has no script), and the payments made. Amounts in the coach's currency, written in the
 * student's language; package names as the student reads them ('Saldo importado' → 'Opening
 * balance').
 */

/** Rules of these cards, appended to the page's one stylesheet (allowed by its hash). */
export const MONEY_CSS = `.row{display:flex;justify-content:space-between;align-items:baseline;gap:1rem}
.row>div{min-width:0;overflow-wrap:anywhere}
.amount{font-weight:600;white-space:nowrap;font-variant-numeric:tabular-nums}
.total{margin-top:.25rem;padding:.75rem 0 0;border-top:2px solid #e2e8f0;font-weight:600}
.total strong{font-size:1.5rem;line-height:1.25;color:#0f766e}
.pix{margin-top:1rem;padding-top:1rem;border-top:1px solid #e2e8f0}
.pix h3{font-size:1.0625rem;margin:0}
.pix-body{display:grid;gap:1rem;margin-top:.75rem}
.pix label{display:block;font-weight:600;margin-bottom:.375rem}
.code{display:block;width:100%;min-height:44px;margin:0;padding:.75rem;border:1px solid #94a3b8;border-radius:.625rem;background:#f8fafc;color:#0f172a;font:.875rem/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;resize:none;overflow-wrap:anywhere;word-break:break-all;field-sizing:content}
.code:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
.pix-body .muted{margin-top:.5rem}
.qr{justify-self:center;width:100%;max-width:13rem;padding:.75rem;background:#fff;border:1px solid #e2e8f0;border-radius:.625rem}
.qr svg{display:block;width:100%;height:auto}
.ask{margin-top:.75rem}
.paid-up{margin-bottom:.5rem;color:#0f766e;font-weight:600}
@media (min-width:36rem){.pix-body{grid-template-columns:13rem 1fr;align-items:start}.qr{order:-1}}`

const moneyOf = (m: StudentPageMoney, lang: Language) => (cents: number) =>
  formatMoney(cents, { language: lang, currency: m.currency })

const day = (date: IsoDate, lang: Language) =>
  `<time datetime="${esc(date)}">${esc(formatDate(date, lang))}</time>`

/** The charge of the total: the copy-and-paste code first (a phone pays with it), then its QR. */
function pixBlock(pix: NonNullable<StudentPageMoney['pix']>, total: string, lang: Language) {
  const w = WORDS[lang]
  // qrSvg is markup drawn by `qrcode` from our own payload (paths only), not a stored text
  return `<div class="pix">
<h3>${esc(w.pixTitle)}</h3>
<p class="muted">${esc(w.pixReceiver(pix.receiver))}</p>
<div class="pix-body">
<div>
<label for="pix-code">${esc(w.pixCode)}</label>
<textarea id="pix-code" class="code" rows="5" readonly spellcheck="false" autocapitalize="off" autocomplete="off">${esc(pix.payload)}</textarea>
<p class="muted">${esc(w.pixHow)}</p>
</div>
<div class="qr" role="img" aria-label="${esc(w.pixQr(total))}">${pix.qrSvg}</div>
</div>
</div>`
}

/** 'A pagar': each package owed, the total and how to pay it; '' when nothing is owed. */
export function moneyDue(m: StudentPageMoney, lang: Language, coach: string): string {
  if (m.owedTotalCents <= 0) return ''
  const w = WORDS[lang]
  const money = moneyOf(m, lang)
  const rows = m.owed.map((p) => {
    const paid =
      p.paidCents > 0
        ? `<p class="muted">${esc(w.paidOf(money(p.paidCents), money(p.priceCents)))}</p>`
        : ''
    return `<li class="row"><div><p>${esc(packageNameText(p.name, lang))}</p>${paid}</div><p class="amount">${esc(money(p.owedCents))}</p></li>`
  })
  const more =
    m.owedCount > m.owed.length
      ? `<p class="muted">${esc(w.owedShowing(m.owed.length, m.owedCount))}</p>`
      : ''
  const total = money(m.owedTotalCents)
  const pay = m.pix ? pixBlock(m.pix, total, lang) : `<p class="ask">${esc(w.askCoach(coach))}</p>`
  return `<section class="card" aria-labelledby="a-pagar">
<h2 id="a-pagar">${esc(w.owedTitle)}</h2>
<ul>
${rows.join('\n')}
</ul>
${more}
<p class="row total"><span>${esc(w.owedTotal)}</span><strong>${esc(total)}</strong></p>
${pay}
</section>`
}

/** The payments made, newest first; '' when there are none. */
export function moneyPaid(m: StudentPageMoney, lang: Language): string {
  if (!m.payments.length) return ''
  const w = WORDS[lang]
  const money = moneyOf(m, lang)
  const rows = m.payments.map((p) => {
    const method = w.methods[p.method] ? ` · ${esc(w.methods[p.method])}` : ''
    return `<li class="row"><div><p>${esc(packageNameText(p.name, lang))}</p><p class="muted">${day(p.date, lang)}${method}</p></div><p class="amount">${esc(money(p.amountCents))}</p></li>`
  })
  const more =
    m.paymentsCount > m.payments.length
      ? `<p class="muted">${esc(w.showing(m.payments.length, m.paymentsCount))}</p>`
      : ''
  const paidUp = m.owedTotalCents <= 0 ? `<p class="paid-up">${esc(w.paidUp)}</p>` : ''
  return `<section class="card" aria-labelledby="pagamentos">
<h2 id="pagamentos">${esc(w.paymentsTitle)}</h2>
${paidUp}
<ul>
${rows.join('\n')}
</ul>
${more}
</section>`
}
