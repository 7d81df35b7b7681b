import { type SQL, sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import { z } from 'zod'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants'
import type { IsoDate } from '../../../shared/domain/dates'
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '../../../shared/domain/locale'
import { buildPixPayload, pixAvailable, pixTxid } from '../../../shared/domain/pix'
import { balanceSql, owingPackage, paidOf } from '../../lib/money-sql'
import { col } from '../../lib/sql'

/**
 * What the student owes and has paid, on their page: read by the page's one statement (the
 * columns below go into its SELECT list, over its link `l` and coach `u`), then the Pix code of
 * the total owed built here. Only the packages and payments of the token's student with the
 * token's coach; never a payment's note (the coach's text).
 */

/** Packages owed and payments listed (the page says how many there are when more). */
const OWED_SHOWN = 20
const PAYMENTS_SHOWN = 20

export interface StudentPageMoney {
  /** The coach's currency: every amount is in it, written in the student's language. */
  currency: Currency
  /** Packages with a balance due, the oldest due first: stored names (read by packageNameText). */
  owed: { name: string; priceCents: number; paidCents: number; owedCents: number }[]
  owedCount: number
  owedTotalCents: number
  /** A static Pix charge of the total owed, when the coach has a key and charges in reais. */
  pix: { payload: string; qrSvg: string; receiver: string } | null
  /** Newest first. */
  payments: { date: IsoDate; amountCents: number; name: string; method: PaymentMethod }[]
  paymentsCount: number
}

const pkg = sql`pk`

/** The statement's columns: `l` is the token's link (user_id, student_id), `u` its coach. */
export const moneyColumns: SQL = sql`u.currency AS currency,
      (SELECT json_agg(json_build_object('name', x.name, 'price', x.price_cents, 'paid', x.paid,
          'owed', x.owed) ORDER BY x.due_date, x.purchase_date, x.created_at, x.id)
        FROM (SELECT pk.id, pk.name, pk.price_cents, pk.due_date, pk.purchase_date, pk.created_at,
            ${paidOf(pkg)} AS paid, ${balanceSql(sql`pk.price_cents`, paidOf(pkg))} AS owed
          FROM packages pk
          WHERE pk.user_id = l.user_id AND pk.student_id = l.student_id AND ${owingPackage(pkg)}
          ORDER BY pk.due_date, pk.purchase_date, pk.created_at, pk.id
          LIMIT ${OWED_SHOWN}) x) AS owed,
      (SELECT json_build_object('count', count(*),
          'total', coalesce(sum(${balanceSql(sql`pk.price_cents`, paidOf(pkg))}), 0))
        FROM packages pk
        WHERE pk.user_id = l.user_id AND pk.student_id = l.student_id
          AND ${owingPackage(pkg)}) AS owed_sum,
      (SELECT json_build_object('key', px.key, 'name', px.name, 'city', px.city)
        FROM pix_settings px WHERE px.user_id = l.user_id) AS pix,
      (SELECT json_agg(json_build_object('paid_on', x.paid_on::text, 'amount', x.amount_cents,
          'name', x.name, 'method', x.method)
          ORDER BY x.paid_on DESC, x.created_at DESC, x.id DESC)
        FROM (SELECT pay.id, pay.paid_on, pay.amount_cents, pay.method, pay.created_at, pk.name
          FROM payments pay JOIN packages pk ON pk.id = pay.package_id AND pk.user_id = pay.user_id
          WHERE pay.user_id = l.user_id AND pay.student_id = l.student_id
          ORDER BY pay.paid_on DESC, pay.created_at DESC, pay.id DESC
          LIMIT ${PAYMENTS_SHOWN}) x) AS payments,
      (SELECT count(*) FROM payments pay
        WHERE pay.user_id = l.user_id AND pay.student_id = l.student_id) AS payments_count`

/** JSON objects of the statement (some drivers hand them over as strings). */
const jsonObject = <T extends z.ZodType>(shape: T) =>
  z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), shape)

/** The row's fields of `moneyColumns`, to spread into the page's row schema. */
export const moneyRowShape = {
  currency: z.enum(CURRENCIES).nullable(),
  owed: col.jsonArray(
    z.object({ name: col.string, price: col.number, paid: col.number, owed: col.number }),
  ),
  owed_sum: jsonObject(z.object({ count: col.number, total: col.number }).nullable()),
  pix: jsonObject(z.object({ key: col.string, name: col.string, city: col.string }).nullable()),
  payments: col.jsonArray(
    z.object({
      paid_on: col.string,
      amount: col.number,
      name: col.string,
      method: z.enum(PAYMENT_METHODS),
    }),
  ),
  payments_count: col.number,
}

type MoneyRow = { [K in keyof typeof moneyRowShape]: z.output<(typeof moneyRowShape)[K]> }

/**
 * The money part of the page from its row. The Pix code charges the total owed (the student
 * pays everything at once; the coach records the payment against the packages), its txid the
 * amount and the student's id, the same for the same balance.
 */
export async function pageMoney(row: MoneyRow, studentId: string): Promise<StudentPageMoney> {
  const currency = row.currency ?? DEFAULT_CURRENCY
  const owedTotalCents = row.owed_sum?.total ?? 0
  let pix: StudentPageMoney['pix'] = null
  if (row.pix && owedTotalCents > 0 && pixAvailable(currency)) {
    const payload = buildPixPayload({
      key: row.pix.key,
      name: row.pix.name,
      city: row.pix.city,
      amountCents: owedTotalCents,
      txid: pixTxid(`${owedTotalCents}${studentId}`),
    })
    // the library's own SVG markup (paths only): drawn here, no script or image request
    const qrSvg = await QRCode.toString(payload, {
      type: 'svg',
      margin: 0,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    })
    pix = { payload, qrSvg, receiver: row.pix.name }
  }
  return {
    currency,
    owed: row.owed.map((p) => ({
      name: p.name,
      priceCents: p.price,
      paidCents: p.paid,
      owedCents: p.owed,
    })),
    owedCount: row.owed_sum?.count ?? 0,
    owedTotalCents,
    pix,
    payments: row.payments.map((p) => ({
      date: p.paid_on,
      amountCents: p.amount,
      name: p.name,
      method: p.method,
    })),
    paymentsCount: row.payments_count,
  }
}
