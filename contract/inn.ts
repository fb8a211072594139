// Russian taxpayer numbers (ИНН): 10 digits for organizations, 12 for sole traders, with check digits.

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8]
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11) % 10

/** Appends the check digits to the leading 9 (organization) or 10 (sole trader) digits. */
export function withInnCheckDigits(leading: number[]): string {
  const digits = [...leading]
  if (digits.length === 9) digits.push(checkDigit(digits, W10))
  else {
    digits.push(checkDigit(digits, W11))
    digits.push(checkDigit(digits, W12))
  }
  return digits.join('')
}

export function isValidInn(inn: string, length: 10 | 12 = inn.length === 12 ? 12 : 10): boolean {
  if (inn.length !== length || !/^\d+$/.test(inn)) return false
  const digits = [...inn].map(Number)
  return withInnCheckDigits(digits.slice(0, length === 10 ? 9 : 10)) === inn
}
