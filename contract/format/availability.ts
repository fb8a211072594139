// Stock bands as bars (SPEC 5): '<10' → 1, '<100' → 2, '<1000' → 3, '>1000' → 4, anything else (also 'нет') → 0.
import type { AmountBand } from '../catalogue'

export type AvailabilityLevel = 0 | 1 | 2 | 3 | 4

export const AVAILABILITY_BARS = 4

const LEVELS: Record<string, AvailabilityLevel> = { '<10': 1, '<100': 2, '<1000': 3, '>1000': 4 }

export function availabilityLevel(amount: AmountBand | string | undefined): AvailabilityLevel {
  return (amount !== undefined && Object.hasOwn(LEVELS, amount) ? LEVELS[amount] : undefined) ?? 0
}
