// A sum of money in Russian words, as an invoice states it ("сумма прописью"): roubles in words, kopecks as two
// digits, the nouns agreeing with their numbers — "Сто двадцать три тысячи четыреста пятьдесят шесть рублей
// 78 копеек", "Двадцать один рубль 01 копейка", "Одна тысяча рублей 00 копеек" (the form 1C prints).

/** Singular, few (2–4), many (5–20, 0): the three forms a Russian noun takes after a number. */
export type NounForms = readonly [one: string, few: string, many: string]

/** The form of a noun after `count`: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 25–30, 111–114 → many. */
export function pluralForm(count: number, forms: NounForms): string {
  const lastTwo = count % 100
  const last = count % 10
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2]
  if (last === 1) return forms[0]
  if (last >= 2 && last <= 4) return forms[1]
  return forms[2]
}

const ONES_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять']
const ONES_FEMININE = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять']
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
]
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
]
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
]

type Scale = { forms: NounForms; feminine: boolean }

/** Groups of three digits from the thousands up; тысяча is feminine (одна тысяча, две тысячи). */
const SCALES: Scale[] = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
]

export const ROUBLE: NounForms = ['рубль', 'рубля', 'рублей']
export const KOPECK: NounForms = ['копейка', 'копейки', 'копеек']

/** 1–999 in words; the gender is that of the noun that follows. */
function triad(value: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)]!]
  const rest = value % 100
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!)
  else words.push(TENS[Math.floor(rest / 10)]!, (feminine ? ONES_FEMININE : ONES_MASCULINE)[rest % 10]!)
  return words.filter(Boolean)
}

/** The largest sum spelled: the largest safe integer of kopecks (about 90 trillion roubles). */
export const MAX_AMOUNT_IN_WORDS = Number.MAX_SAFE_INTEGER

/** A whole number of roubles in words (masculine, as рубль wants), lower case: 0 → "ноль". */
export function roublesInWords(roubles: number): string {
  if (roubles === 0) return 'ноль'
  const words: string[] = []
  const groups: number[] = []
  for (let rest = roubles; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000)
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index]!
    if (group === 0) continue
    const scale = index === 0 ? null : SCALES[index - 1]!
    words.push(...triad(group, scale?.feminine ?? false))
    if (scale) words.push(pluralForm(group, scale.forms))
  }
  return words.join(' ')
}

/** 12345678 kopecks → "Сто двадцать три тысячи четыреста пятьдесят шесть рублей 78 копеек". */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0 || kopecks > MAX_AMOUNT_IN_WORDS)
    throw new RangeError(`amountInWords takes whole kopecks from 0 to ${MAX_AMOUNT_IN_WORDS}, got ${kopecks}`)
  const roubles = Math.floor(kopecks / 100)
  const cents = kopecks % 100
  const words = roublesInWords(roubles)
  const text = `${words} ${pluralForm(roubles, ROUBLE)} ${String(cents).padStart(2, '0')} ${pluralForm(cents, KOPECK)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
