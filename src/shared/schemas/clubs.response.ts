import { z } from 'zod'

/** GET /api/clubs (default first, then by name). */
export const clubDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ClubDto' })
export type ClubDto = z.infer<typeof clubDtoSchema>
export const clubListSchema = z.array(clubDtoSchema)
