import { lessonSeries, lessonSeriesStudents, lessonStudents, lessons } from './schema/agenda'
import { alerts } from './schema/alerts'
import { account, rateLimit, session, user, verification } from './schema/auth'
import { calendarFeeds } from './schema/calendar-feeds'
import { clubs } from './schema/clubs'
import { coachCounters } from './schema/counters'
import { leads } from './schema/leads'
import { mediaDeletions, voiceNotes } from './schema/media'
import { scheduledJobs, signInThrottle } from './schema/operations'
import { creditMovements, packages } from './schema/packages'
import { paymentRemovals, payments, pixSettings } from './schema/payments'
import { profiles } from './schema/profiles'
import { classSessions, sessionFeedbacks, sessionPackageAssignments } from './schema/sessions'
import { studentImportItems, studentImports } from './schema/student-imports'
import { sharedItems, studentPageLinks } from './schema/student-pages'
import { students } from './schema/students'

/** Every table, for drizzle's typed client and better-auth's adapter. */
export const schema = {
  user,
  session,
  account,
  verification,
  rateLimit,
  profiles,
  students,
  packages,
  creditMovements,
  clubs,
  classSessions,
  sessionFeedbacks,
  sessionPackageAssignments,
  alerts,
  leads,
  coachCounters,
  signInThrottle,
  scheduledJobs,
  lessonSeries,
  lessonSeriesStudents,
  lessons,
  lessonStudents,
  calendarFeeds,
  voiceNotes,
  mediaDeletions,
  studentPageLinks,
  sharedItems,
  payments,
  paymentRemovals,
  pixSettings,
  studentImports,
  studentImportItems,
}
export type Schema = typeof schema
