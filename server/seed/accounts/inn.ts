// Taxpayer numbers (ИНН) with valid check digits: 10 digits for companies, 12 for sole traders.
import type { Rng } from '../random'

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8]
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11) % 10

export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false
  const digits = [...inn].map(Number)
  if (digits.length === 10) return checkDigit(digits, W10) === digits[9]
  return checkDigit(digits, W11) === digits[10] && checkDigit(digits, W12) === digits[11]
}

/** A valid INN registered in the given region (two digits, e.g. '77' for Moscow). */
export function makeInn(rng: Rng, length: 10 | 12, region = '77'): string {
  const digits = [...region].map(Number)
  while (digits.length < length - (length === 10 ? 1 : 2)) digits.push(rng.int(0, 9))
  if (length === 10) return [...digits, checkDigit(digits, W10)].join('')
  digits.push(checkDigit(digits, W11))
  digits.push(checkDigit(digits, W12))
  return digits.join('')
}
