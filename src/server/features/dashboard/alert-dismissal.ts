import { and, eq, not } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import type { Db } from '../../db/client'
import { alerts } from '../../db/schema/alerts'
import { AppError, notFound } from '../../lib/app-error'
import { DISMISSIBLE_ALERTS, setAlertDismissed } from '../alerts/alerts.service'

export const ALERT_NOT_FOUND = msg('alert.notFound')
/** The one alert that needs an action: it goes away when the class gets a package. */
const NOT_DISMISSIBLE_MESSAGE = msg('alert.notDismissable')

/**
 * POST /api/alerts/{id}/dismiss and /restore: an open alert of the coach that asks for no action
 * is dismissed (or back); one that asks for an action is refused (409), anything else is 404.
 */
export async function dismissAlert(
  db: Db,
  { ownerId, alertId, dismissed }: { ownerId: string; alertId: string; dismissed: boolean },
): Promise<void> {
  if (await setAlertDismissed(db, { ownerId, alertId, dismissed })) return
  const [alert] = await db
    .select({ type: alerts.type })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, ownerId), not(alerts.resolved)))
  if (alert && !(DISMISSIBLE_ALERTS as readonly string[]).includes(alert.type)) {
    throw new AppError('ALERT_NOT_DISMISSIBLE', NOT_DISMISSIBLE_MESSAGE, 409)
  }
  throw notFound(ALERT_NOT_FOUND)
}
