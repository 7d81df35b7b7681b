import { BEACH_TENIS_DRILLS } from './beach-tenis'
import { PADEL_DRILLS } from './padel'
import { PICKLEBALL_DRILLS } from './pickleball'
import { TENIS_DRILLS } from './tenis'
import type { Drill } from './types'

/**
 * The drill library shipped with the app: for each sport of DRILL_SPORTS,
 * every focus tag × level (iniciante; intermediário e acima) has 3 drills, in pt-BR and en.
 * Written by the team as plain data; `library.unit.test.ts` checks its completeness.
 */
export const DRILLS: readonly Drill[] = [
  ...TENIS_DRILLS,
  ...BEACH_TENIS_DRILLS,
  ...PADEL_DRILLS,
  ...PICKLEBALL_DRILLS,
]
