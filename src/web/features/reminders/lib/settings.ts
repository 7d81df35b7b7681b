import { reminderSettingsSchema } from '@shared/schemas/reminders'

/** The hours field as typed: null when it is a whole number in range, else the reason. */
export function hoursProblem(typed: string): string | null {
  const value = typed.trim() === '' ? Number.NaN : Number(typed)
  const parsed = reminderSettingsSchema.shape.lessonHours.safeParse(value)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
}
