// Numbers as 1C writes them into CommerceML: "100", "231.7400", "1,4", "1.0000", and now and then with spaces or
// no-break spaces grouping the thousands ("1 234,50"). Money becomes integer kopecks by decimal arithmetic on the
// digits, never through a float.

const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/
const GROUPING = /[\s\u00a0\u202f]/g

type Decimal = { negative: boolean; whole: string; fraction: string }

function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL.exec(text.replace(GROUPING, ''))
  if (!match) return undefined
  const [, sign = '', whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return undefined
  return { negative: sign === '-', whole: whole || '0', fraction }
}

/**
 * An amount in roubles (or any currency with hundredths) as integer kopecks; undefined when the text is not a
 * number. Rounding: the digits after the second decimal round half up, away from zero — "0.285" → 29,
 * "0.2849" → 28, "-0.285" → -29.
 */
export function toKopecks(text: string): number | undefined {
  const decimal = parseDecimal(text)
  if (!decimal) return undefined
  const fraction = decimal.fraction.padEnd(3, '0')
  const roundUp = fraction.charCodeAt(2) >= '5'.charCodeAt(0) ? 1n : 0n
  const kopecks = BigInt(decimal.whole) * 100n + BigInt(fraction.slice(0, 2)) + roundUp
  const value = Number(decimal.negative ? -kopecks : kopecks)
  return Number.isSafeInteger(value) ? value : undefined
}

/** A quantity ("377", "1.0000", "0,5") as a number; undefined when the text is not a number. */
export function toQuantity(text: string): number | undefined {
  const decimal = parseDecimal(text)
  if (!decimal) return undefined
  const value = Number(`${decimal.negative ? '-' : ''}${decimal.whole}.${decimal.fraction || '0'}`)
  return Number.isFinite(value) ? value : undefined
}
