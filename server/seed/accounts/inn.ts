// Taxpayer numbers (ИНН) with valid check digits for the demo accounts.
import { withInnCheckDigits } from '../../../contract/inn'
import type { Rng } from '../random'

/** A valid INN registered in the given region (two digits, e.g. '77' for Moscow). */
export function makeInn(rng: Rng, length: 10 | 12, region = '77'): string {
  const digits = [...region].map(Number)
  while (digits.length < length - (length === 10 ? 1 : 2)) digits.push(rng.int(0, 9))
  return withInnCheckDigits(digits)
}
