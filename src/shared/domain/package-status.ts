import { LIMITS } from '../constants'
import { type Message, msg } from '../messages'
import { addDaysIso, type IsoDate } from './dates'

export const PACKAGE_STATUSES = ['active', 'expired'] as const
export type PackageStatus = (typeof PACKAGE_STATUSES)[number]

/**
 * Displayed package status (spec §4): expired ('Vencido') when no classes remain or the
 * expiry day is before today (day precision, in the coach's time zone); else active.
 */
export function packageStatus(
  pkg: { remainingClasses: number; expiryDate: IsoDate },
  today: IsoDate,
): PackageStatus {
  if (pkg.remainingClasses <= 0) return 'expired'
  return pkg.expiryDate < today ? 'expired' : 'active'
}

/**
 * Validity rule (spec §4 Package validity): exactly 1 class means 0 days (expires on the
 * start day); otherwise the given validity, default 30.
 */
export function effectiveValidityDays(totalClasses: number, validityDays?: number | null): number {
  if (totalClasses === 1) return 0
  return validityDays ?? LIMITS.validityDefault
}

export function expiryDateFor(
  startDate: IsoDate,
  totalClasses: number,
  validityDays?: number | null,
): IsoDate {
  return addDaysIso(startDate, effectiveValidityDays(totalClasses, validityDays))
}

/** Generated package names (spec §3). */
export function packageNameForDialog(totalClasses: number): string {
  return `Pacote de ${totalClasses} aulas`
}
export function packageNameForScreen(totalClasses: number): string {
  return `Pacote ${totalClasses} aulas`
}

/**
 * A stored package name as a message when the sale generated it ('Pacote de 8 aulas',
 * 'Pacote 8 aulas'), so that it reads in the reader's language (the names are stored as
 * generated, in Portuguese); null for a name the coach typed, shown as typed.
 */
export function generatedPackageName(name: string): Message | null {
  if (name === IMPORTED_PACKAGE_NAME) return msg('package.importedName')
  const m = /^Pacote (de )?(\d+) aulas$/.exec(name)
  if (!m) return null
  return msg(m[1] ? 'package.generatedName' : 'package.generatedNameShort', { n: Number(m[2]) })
}

/** The name of an opening balance a spreadsheet import brought (its own kind of package). */
export const IMPORTED_PACKAGE_NAME = 'Saldo importado'

/**
 * Where a package was sold: the student profile's dialog or the packages screen (spec §3), or
 * the opening balance of an import.
 */
export type PackageOrigin = 'profile' | 'screen' | 'import'

export function packageNameFor(origin: PackageOrigin, totalClasses: number): string {
  if (origin === 'import') return IMPORTED_PACKAGE_NAME
  return origin === 'screen'
    ? packageNameForScreen(totalClasses)
    : packageNameForDialog(totalClasses)
}

/**
 * The origin of a stored package: its name is always the one generated for its origin and
 * total (renamed with the total on every edit), so it is read back through the same generator.
 */
export function packageOriginOf(pkg: { name: string; totalClasses: number }): PackageOrigin {
  if (pkg.name === IMPORTED_PACKAGE_NAME) return 'import'
  return pkg.name === packageNameForScreen(pkg.totalClasses) ? 'screen' : 'profile'
}

/** Short id of a package (last 6 characters) and of a participant (last 4). */
export function shortId(id: string, length = 6): string {
  return id.slice(-length)
}
