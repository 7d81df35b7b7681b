import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { formatMoney } from '../../../shared/domain/formats'
import { isLanguage } from '../../../shared/domain/locale'
import { firstName } from '../../../shared/domain/names'
import {
  buildPixPayload,
  PIX_NEEDS_BRL,
  pixAvailable,
  pixTxid,
  validatePixKey,
} from '../../../shared/domain/pix'
import { studentLanguage } from '../../../shared/domain/student-language'
import { whatsappDigits } from '../../../shared/domain/whatsapp'
import { messageText, packageNameText } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { PixSettingsInput } from '../../../shared/schemas/money'
import type { PixCharge, PixSettingsStatus } from '../../../shared/schemas/payments.response'
import type { Db } from '../../db/client'
import { pixSettings } from '../../db/schema/payments'
import { AppError, notFound, PACKAGE_NOT_FOUND } from '../../lib/app-error'
import { coachFormats } from '../../lib/coach'
import { balanceSql, paidOf } from '../../lib/money-sql'
import { col, rawRows } from '../../lib/sql'

/** The coach's Pix receiver, or null fields when none is set. */
export async function getPixSettings(db: Db, ownerId: string): Promise<PixSettingsStatus> {
  const [row] = await db.select().from(pixSettings).where(eq(pixSettings.userId, ownerId))
  return {
    settings: row ? { keyType: row.keyType, key: row.key, name: row.name, city: row.city } : null,
  }
}

/**
 * Saves the coach's Pix key, name and city. The key is validated for its type (CPF/CNPJ check
 * digits, e-mail, +55 mobile, random uuid) and stored normalised, as the BR Code carries it;
 * an invalid key is refused with the reason (400).
 */
export async function savePixSettings(
  db: Db,
  ownerId: string,
  input: PixSettingsInput,
): Promise<PixSettingsStatus> {
  const checked = validatePixKey(input.keyType, input.key)
  if (!checked.ok) {
    throw new AppError('INVALID_PIX_KEY', checked.message, 400, [
      { path: 'key', message: checked.message },
    ])
  }
  const values = { keyType: input.keyType, key: checked.key, name: input.name, city: input.city }
  await db
    .insert(pixSettings)
    .values({ userId: ownerId, ...values })
    .onConflictDoUpdate({ target: pixSettings.userId, set: { ...values, updatedAt: new Date() } })
  return getPixSettings(db, ownerId)
}

export async function deletePixSettings(db: Db, ownerId: string): Promise<void> {
  await db.delete(pixSettings).where(eq(pixSettings.userId, ownerId))
}

const chargeRow = z.object({
  id: col.string,
  name: col.string,
  balance: col.number,
  student_name: col.string,
  phone: col.string,
  language: col.stringOrNull,
  tz: col.stringOrNull,
})

/**
 * A static Pix charge (BR Code) for the package's balance, with the message the coach copies
 * or opens in WhatsApp, and the code to send after it on its own — nothing is sent. txid: from the package id, so the coach can tell the
 * charges apart in the bank statement.
 */
export async function packagePixCharge(
  db: Db,
  { ownerId, packageId }: { ownerId: string; packageId: string },
): Promise<PixCharge> {
  // raw SQL: the package's balance with the money rule of lib/money-sql.ts, and its student
  const [pkg] = await rawRows(
    db,
    chargeRow,
    sql`SELECT p.id, p.name, ${balanceSql(sql`p.price_cents`, paidOf())}::int AS balance,
          s.name AS student_name, s.phone, s.language,
          (SELECT pr.timezone FROM profiles pr WHERE pr.user_id = p.user_id) AS tz
        FROM packages p JOIN students s ON s.id = p.student_id AND s.user_id = p.user_id
        WHERE p.id = ${packageId} AND p.user_id = ${ownerId}`,
  )
  if (!pkg) throw notFound(PACKAGE_NOT_FOUND)
  const formats = await coachFormats(db, ownerId)
  if (!pixAvailable(formats.currency)) throw new AppError('PIX_NEEDS_BRL', PIX_NEEDS_BRL, 409)
  if (pkg.balance <= 0) {
    throw new AppError('NOTHING_DUE', msg('pix.nothingToCharge'), 409)
  }
  const [settings] = await db.select().from(pixSettings).where(eq(pixSettings.userId, ownerId))
  if (!settings) {
    throw new AppError('PIX_NOT_SET', msg('pix.notSet'), 409)
  }
  const language = studentLanguage(isLanguage(pkg.language) ? pkg.language : null, pkg.tz)
  const txid = pixTxid(pkg.id)
  const payload = buildPixPayload({
    key: settings.key,
    name: settings.name,
    city: settings.city,
    amountCents: pkg.balance,
    txid,
  })
  return {
    payload,
    amountCents: pkg.balance,
    txid,
    // the code goes alone in a message of its own: bank apps read a pasted code only when
    // nothing else is around it
    // written to the student: in the student's language (and its number format), not the coach's
    message: messageText(
      'pix.chargeMessage',
      {
        name: firstName(pkg.student_name),
        amount: formatMoney(pkg.balance, { ...formats, language }),
        item: packageNameText(pkg.name, language),
      },
      language,
    ),
    whatsappPhone: whatsappDigits(pkg.phone),
  }
}
