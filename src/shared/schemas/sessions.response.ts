import { z } from 'zod'
import { pageSchema } from './common.response'
import { voiceNoteDtoSchema } from './voice-notes.response'

export const sessionFeedbackDtoSchema = z
  .object({
    studentId: z.string(),
    studentName: z.string(),
    rating: z.number(),
    notes: z.string(),
    tags: z.array(z.string()),
    clubId: z.string().nullable(),
    clubName: z.string().nullable(),
    /** Its voice notes, in recording order. */
    voiceNotes: z.array(voiceNoteDtoSchema),
  })
  .meta({ id: 'SessionFeedbackDto' })
export type SessionFeedbackDto = z.infer<typeof sessionFeedbackDtoSchema>

export const sessionAssignmentDtoSchema = z
  .object({
    studentId: z.string(),
    studentName: z.string(),
    packageId: z.string().nullable(),
    packageName: z.string().nullable(),
    packageTotalClasses: z.number().nullable(),
    packagePurchaseDate: z.string().nullable(),
    manuallyAssigned: z.boolean(),
    assignedAt: z.string(),
  })
  .meta({ id: 'SessionAssignmentDto' })
export type SessionAssignmentDto = z.infer<typeof sessionAssignmentDtoSchema>

const participantSchema = z.object({ studentId: z.string(), name: z.string() })

/** A class session with everything its card shows (spec §2 Session history). */
export const sessionDtoSchema = z
  .object({
    id: z.string(),
    /** When the class happened. */
    date: z.string(),
    /** When it was registered ('Registrado às {time}'). */
    createdAt: z.string(),
    teacher: z.string(),
    notes: z.string().nullable(),
    participants: z.array(participantSchema),
    feedbacks: z.array(sessionFeedbackDtoSchema),
    assignments: z.array(sessionAssignmentDtoSchema),
    /** Participants whose class no package paid for (the yellow warning). */
    unassignedCount: z.number(),
    /**
     * The agenda lesson this class was registered from: its id and local start
     * ('Aula agendada de dd/MM HH:mm', a link to /app/agenda?date=); null when none.
     */
    lesson: z.object({ id: z.string(), date: z.string(), time: z.string() }).nullable(),
  })
  .meta({ id: 'SessionDto' })
export type SessionDto = z.infer<typeof sessionDtoSchema>

export const sessionPageSchema = pageSchema(sessionDtoSchema)
  .extend({
    /** How many sessions the coach has at all (picks the empty state). */
    unfilteredTotal: z.number(),
  })
  .meta({ id: 'SessionPage' })
export type SessionPage = z.infer<typeof sessionPageSchema>

/** A session in the student profile's Aulas tab. */
export const studentSessionDtoSchema = z
  .object({
    sessionId: z.string(),
    date: z.string(),
    createdAt: z.string(),
    teacher: z.string(),
    packageId: z.string().nullable(),
    packageName: z.string().nullable(),
    otherParticipants: z.array(participantSchema),
  })
  .meta({ id: 'StudentSessionDto' })
export type StudentSessionDto = z.infer<typeof studentSessionDtoSchema>

export const studentSessionPageSchema = pageSchema(studentSessionDtoSchema).meta({
  id: 'StudentSessionPage',
})
export type StudentSessionPage = z.infer<typeof studentSessionPageSchema>

/** A feedback in the student profile's Feedbacks tab. */
export const studentFeedbackDtoSchema = z
  .object({
    sessionId: z.string(),
    date: z.string(),
    rating: z.number(),
    notes: z.string(),
    tags: z.array(z.string()),
    /** Its voice notes, in recording order. */
    voiceNotes: z.array(voiceNoteDtoSchema),
  })
  .meta({ id: 'StudentFeedbackDto' })
export type StudentFeedbackDto = z.infer<typeof studentFeedbackDtoSchema>

export const studentFeedbacksPageSchema = pageSchema(studentFeedbackDtoSchema)
  .extend({
    averageRating: z.number().nullable(),
    /** The most used tags, most frequent first (top 5 computed). */
    topTags: z.array(z.object({ tag: z.string(), count: z.number() })),
  })
  .meta({ id: 'StudentFeedbacksPage' })
export type StudentFeedbacksPage = z.infer<typeof studentFeedbacksPageSchema>
