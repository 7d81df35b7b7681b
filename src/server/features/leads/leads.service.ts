import { desc } from 'drizzle-orm'
import type { z } from 'zod'
import type { leadSchema } from '../../../shared/schemas/lead'
import type { Db } from '../../db/client'
import { leads } from '../../db/schema/leads'
import { leadsToCsv } from './leads-csv'

/**
 * PUBLIC MODULE of the leads feature: the one file of it other features may import (the admin
 * tools export leads through exportLeadsCsv).
 */

type LeadInput = z.output<ReturnType<typeof leadSchema>>

/** Stores a beta lead (the spec's racketleads). A filled honeypot is dropped silently. */
export async function createLead(db: Db, input: LeadInput): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false }
  await db.insert(leads).values({
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    country: input.country,
    sports: input.sports,
    extraSport: input.extraSport || null,
    heardFrom: input.heardFrom,
    heardFromOther: input.heardFromOther || null,
    language: input.language,
  })
  return { stored: true }
}

export async function allLeads(db: Db) {
  return db.select().from(leads).orderBy(desc(leads.createdAt))
}

/** Every lead as CSV, newest first, and how many (the admin export and `npm run leads`). */
export async function exportLeadsCsv(db: Db): Promise<{ csv: string; count: number }> {
  const rows = await allLeads(db)
  return { csv: leadsToCsv(rows), count: rows.length }
}
