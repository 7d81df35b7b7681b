import type { DrillLevel, DrillSport, FocusTag } from '../constants'

/** A text in both languages of the app (pt-BR is the source). */
export interface Bilingual {
  pt: string
  en: string
}

/**
 * One drill of the library shipped with the app. Written by us: a name, the
 * objective (one sentence) and a how-to of 2 to 4 short lines (an array of lines).
 * Ids are stable: `<sport-slug>.<tag-slug>.<level>.<n>` (e.g. `tenis.backhand.iniciante.1`),
 * so a shared text or a test can name a drill.
 */
export interface Drill {
  id: string
  sport: DrillSport
  tag: FocusTag
  level: DrillLevel
  name: Bilingual
  objective: Bilingual
  howTo: { pt: string[]; en: string[] }
}
