import focusTagsEn from '../../web/locales/en/focus-tags.json'
import {
  type Classe,
  DRILL_SPORTS,
  type DrillLevel,
  type DrillSport,
  FOCUS_TAGS,
  type FocusTag,
} from '../constants'
import { daysBetween, type IsoDate, todayIn } from '../domain/dates'
import type { DrillSuggestion } from '../schemas/progress.response'
import { DRILLS } from './library'
import type { Drill } from './types'

/** The focus tags (stored in Portuguese) by their English names: the web's catalog of them. */
const FOCUS_TAG_NAMES_EN: Readonly<Record<FocusTag, string>> = focusTagsEn

/**
 * Next exercises by rules — deterministic: the same history gives the same
 * suggestions, and each says why with the real numbers.
 *
 * 1. Tags with a low recent average (≤ 3,5 over the last 4 classes that worked them), lowest
 *    first, alternating with 2. tags not worked for 21 days or more, longest first;
 *    3. tags never worked (only when the student has classes; without any, the basics);
 *    4. the lowest remaining averages. One drill per tag, of the coach's main sport (Tênis when
 *    the library has no drills for it) and the student's level (5ª–7ª classe: iniciante); the
 *    drill rotates with the number of classes that worked the tag, so a student who keeps
 *    working a tag is not handed the same drill forever.
 */

export const SUGGEST_RULES = {
  /** Feedbacks looked at (newest first). */
  historyLimit: 60,
  /** Classes of a tag averaged. */
  recentClasses: 4,
  /** At or below this recent average a tag needs work. */
  lowAverage: 3.5,
  /** Days without a tag before it is suggested again. */
  staleDays: 21,
} as const

export interface SuggestInput {
  /** The coach's main sport (profiles.main_sport). */
  mainSport: string
  classe: Classe
  /** The student's feedbacks, NEWEST FIRST (date = the class's ISO instant). */
  feedbacks: readonly { date: string; rating: number; tags: readonly string[] }[]
  /** Today in the coach's zone. */
  today: IsoDate
  timeZone: string
  limit: number
  lang?: 'pt' | 'en'
}

const BEGINNER_CLASSES: readonly Classe[] = ['5-classe', '6-classe', '7-classe']
/** Where a student without any class starts. */
const BASICS: readonly FocusTag[] = ['Técnica', 'Movimentação', 'Forehand']

export function drillSportFor(mainSport: string): DrillSport {
  return (DRILL_SPORTS as readonly string[]).includes(mainSport)
    ? (mainSport as DrillSport)
    : 'Tênis'
}

export function drillLevelFor(classe: Classe): DrillLevel {
  return BEGINNER_CLASSES.includes(classe) ? 'iniciante' : 'intermediario'
}

/** Why a tag was picked, in the coach's language: the real numbers in each. */
const REASONS = {
  pt: {
    tag: (tag: FocusTag) => tag,
    decimal: (value: number) => value.toFixed(1).replace('.', ','),
    last: (tag: string, avg: string) => `${tag}: nota ${avg} na última aula em que foi trabalhado`,
    average: (tag: string, avg: string, n: number) => `${tag}: média ${avg} nas últimas ${n} aulas`,
    stale: (tag: string, days: number) => `${tag}: não é trabalhado há ${days} dias`,
    basics: (tag: string) => `${tag}: base para começar (nenhuma aula registrada ainda)`,
    never: (tag: string) => `${tag}: ainda não trabalhado nas aulas registradas`,
  },
  en: {
    tag: (tag: FocusTag) => FOCUS_TAG_NAMES_EN[tag],
    decimal: (value: number) => value.toFixed(1),
    last: (tag: string, avg: string) => `${tag}: rated ${avg} in the last class that worked on it`,
    average: (tag: string, avg: string, n: number) =>
      `${tag}: average ${avg} over the last ${n} classes`,
    stale: (tag: string, days: number) => `${tag}: not worked on for ${days} days`,
    basics: (tag: string) => `${tag}: a basis to start with (no class logged yet)`,
    never: (tag: string) => `${tag}: not worked on yet in the logged classes`,
  },
}

interface TagStats {
  tag: FocusTag
  /** Classes that worked the tag in the history looked at. */
  count: number
  /** Average of the last `recentClasses` of them; null when never worked. */
  average: number | null
  recent: number
  daysSince: number | null
}

function tagStats(input: SuggestInput): TagStats[] {
  const history = input.feedbacks.slice(0, SUGGEST_RULES.historyLimit)
  return FOCUS_TAGS.map((tag) => {
    const worked = history.filter((f) => f.tags.includes(tag))
    const recent = worked.slice(0, SUGGEST_RULES.recentClasses)
    const first = worked[0]
    return {
      tag,
      count: worked.length,
      recent: recent.length,
      average: recent.length ? recent.reduce((sum, f) => sum + f.rating, 0) / recent.length : null,
      daysSince: first
        ? daysBetween(todayIn(input.timeZone, new Date(first.date)), input.today)
        : null,
    }
  })
}

function averageReason(s: TagStats, lang: 'pt' | 'en'): string {
  const r = REASONS[lang]
  const avg = r.decimal(s.average ?? 0)
  return s.recent === 1 ? r.last(r.tag(s.tag), avg) : r.average(r.tag(s.tag), avg, s.recent)
}

export function suggestDrills(
  input: SuggestInput,
  library: readonly Drill[] = DRILLS,
): DrillSuggestion[] {
  if (input.limit <= 0) return []
  const lang = input.lang ?? 'pt'
  const r = REASONS[lang]
  const stats = tagStats(input)
  const byOrder = (a: TagStats, b: TagStats) =>
    FOCUS_TAGS.indexOf(a.tag) - FOCUS_TAGS.indexOf(b.tag)
  const low = stats
    .filter((s) => s.average !== null && s.average <= SUGGEST_RULES.lowAverage)
    .sort((a, b) => (a.average ?? 0) - (b.average ?? 0) || b.count - a.count || byOrder(a, b))
  const stale = stats
    .filter((s) => s.daysSince !== null && s.daysSince >= SUGGEST_RULES.staleDays)
    .sort((a, b) => (b.daysSince ?? 0) - (a.daysSince ?? 0) || byOrder(a, b))

  const picks: { stats: TagStats; reason: string }[] = []
  const take = (s: TagStats, reason: string) => {
    if (picks.length < input.limit && !picks.some((p) => p.stats.tag === s.tag))
      picks.push({ stats: s, reason })
  }
  for (let i = 0; i < Math.max(low.length, stale.length); i++) {
    const l = low[i]
    if (l) take(l, averageReason(l, lang))
    const s = stale[i]
    if (s) take(s, r.stale(r.tag(s.tag), s.daysSince ?? 0))
  }
  if (input.feedbacks.length === 0) {
    for (const tag of BASICS) {
      const s = stats.find((x) => x.tag === tag)
      if (s) take(s, r.basics(r.tag(tag)))
    }
  } else {
    for (const s of stats.filter((x) => x.count === 0)) take(s, r.never(r.tag(s.tag)))
  }
  const rest = stats
    .filter((s) => s.average !== null)
    .sort((a, b) => (a.average ?? 0) - (b.average ?? 0) || byOrder(a, b))
  for (const s of rest) take(s, averageReason(s, lang))

  const sport = drillSportFor(input.mainSport)
  const level = drillLevelFor(input.classe)
  const suggestions: DrillSuggestion[] = []
  for (const { stats: s, reason } of picks) {
    const options = library
      .filter((d) => d.sport === sport && d.tag === s.tag && d.level === level)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    const drill = options[s.count % Math.max(options.length, 1)]
    if (!drill) continue
    suggestions.push({
      drillId: drill.id,
      tag: s.tag,
      sport,
      level,
      name: drill.name[lang],
      objective: drill.objective[lang],
      howTo: drill.howTo[lang].join('\n'),
      reason,
    })
  }
  return suggestions
}
