import type { PaymentMethod, PaymentStatus } from '../../../shared/constants'
import { type Message, msg } from '../../../shared/messages'
import type { AtRiskPage } from '../../../shared/schemas/reports.response'
import type { SheetFormat } from '../../lib/csv'

/** The reports' CSV headers and labels: codes of the messages catalogs, in the sheet's language. */

/** A header row in the sheet's language. */
export const header = (sheet: SheetFormat, messages: Message[]) =>
  messages.map((m) => sheet.text(m))

export const AT_RISK_LABELS: Record<AtRiskPage['items'][number]['reason'], Message> = {
  expired: msg('csv.lostExpired'),
  no_credits: msg('csv.lostNoCredits'),
  no_recent_class: msg('csv.lostNoRecentClass'),
}

export const METHOD_LABELS: Record<PaymentMethod, Message> = {
  pix: msg('paymentMethod.pix'),
  dinheiro: msg('paymentMethod.dinheiro'),
  cartao: msg('paymentMethod.cartao'),
  transferencia: msg('paymentMethod.transferencia'),
  outro: msg('paymentMethod.outro'),
}

export const STATUS_LABELS: Record<PaymentStatus, Message> = {
  paid: msg('paymentStatus.paid'),
  partial: msg('paymentStatus.partial'),
  pending: msg('paymentStatus.pending'),
  overdue: msg('paymentStatus.overdue'),
}
