import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  KOPECK,
  MAX_AMOUNT_IN_WORDS,
  pluralForm,
  ROUBLE,
  roublesInWords,
} from '../../contract/format/amount-in-words'

const rub = (roubles: number, kopecks = 0) => roubles * 100 + kopecks

describe('amountInWords', () => {
  it('spells the example of an invoice', () => {
    expect(amountInWords(12345678)).toBe('Сто двадцать три тысячи четыреста пятьдесят шесть рублей 78 копеек')
  })

  it.each([
    [rub(1), 'Один рубль 00 копеек'],
    [rub(2), 'Два рубля 00 копеек'],
    [rub(5), 'Пять рублей 00 копеек'],
    [rub(11), 'Одиннадцать рублей 00 копеек'],
    [rub(12), 'Двенадцать рублей 00 копеек'],
    [rub(14), 'Четырнадцать рублей 00 копеек'],
    [rub(21), 'Двадцать один рубль 00 копеек'],
    [rub(22), 'Двадцать два рубля 00 копеек'],
    [rub(100), 'Сто рублей 00 копеек'],
    [rub(101), 'Сто один рубль 00 копеек'],
    [rub(111), 'Сто одиннадцать рублей 00 копеек'],
    [rub(1000), 'Одна тысяча рублей 00 копеек'],
    [rub(2000), 'Две тысячи рублей 00 копеек'],
    [rub(5000), 'Пять тысяч рублей 00 копеек'],
    [rub(11000), 'Одиннадцать тысяч рублей 00 копеек'],
    [rub(21000), 'Двадцать одна тысяча рублей 00 копеек'],
    [rub(1_000_000), 'Один миллион рублей 00 копеек'],
    [rub(2_000_000), 'Два миллиона рублей 00 копеек'],
    [rub(5_000_000), 'Пять миллионов рублей 00 копеек'],
    [rub(1_000_001), 'Один миллион один рубль 00 копеек'],
    [rub(1_000_001, 1), 'Один миллион один рубль 01 копейка'],
    [rub(2_002_002, 2), 'Два миллиона две тысячи два рубля 02 копейки'],
    [rub(1_000_000_000), 'Один миллиард рублей 00 копеек'],
    [rub(3_000_000_000_000), 'Три триллиона рублей 00 копеек'],
    [rub(999_999), 'Девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 00 копеек'],
    [1, 'Ноль рублей 01 копейка'],
    [2, 'Ноль рублей 02 копейки'],
    [5, 'Ноль рублей 05 копеек'],
    [11, 'Ноль рублей 11 копеек'],
    [21, 'Ноль рублей 21 копейка'],
    [0, 'Ноль рублей 00 копеек'],
    [rub(1, 1), 'Один рубль 01 копейка'],
    [rub(2, 2), 'Два рубля 02 копейки'],
    [rub(5, 5), 'Пять рублей 05 копеек'],
    [rub(11, 11), 'Одиннадцать рублей 11 копеек'],
    [rub(21, 21), 'Двадцать один рубль 21 копейка'],
    [rub(40, 99), 'Сорок рублей 99 копеек'],
  ])('%i kopecks → %s', (kopecks, words) => {
    expect(amountInWords(kopecks)).toBe(words)
  })

  it('refuses what is not a whole, non-negative, safe number of kopecks', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT_IN_WORDS + 1])
      expect(() => amountInWords(bad)).toThrow(RangeError)
    expect(amountInWords(MAX_AMOUNT_IN_WORDS)).toMatch(/^Девяносто триллионов /)
  })
})

describe('pluralForm', () => {
  it('picks one, few or many as Russian does', () => {
    const forms = (counts: number[]) => counts.map((count) => pluralForm(count, ROUBLE))
    expect(forms([1, 21, 101, 1001])).toEqual(Array(4).fill('рубль'))
    expect(forms([2, 3, 4, 22, 34, 102])).toEqual(Array(6).fill('рубля'))
    expect(forms([0, 5, 10, 11, 12, 14, 19, 20, 111, 112, 114, 1000])).toEqual(Array(12).fill('рублей'))
  })
})

// The words read back: every number word's value, scales multiplying the group before them.
const VALUES: Record<string, number> = {}
;[
  ['один одна', 1],
  ['два две', 2],
  ['три', 3],
  ['четыре', 4],
  ['пять', 5],
  ['шесть', 6],
  ['семь', 7],
  ['восемь', 8],
  ['девять', 9],
  ['десять', 10],
  ['одиннадцать', 11],
  ['двенадцать', 12],
  ['тринадцать', 13],
  ['четырнадцать', 14],
  ['пятнадцать', 15],
  ['шестнадцать', 16],
  ['семнадцать', 17],
  ['восемнадцать', 18],
  ['девятнадцать', 19],
  ['двадцать', 20],
  ['тридцать', 30],
  ['сорок', 40],
  ['пятьдесят', 50],
  ['шестьдесят', 60],
  ['семьдесят', 70],
  ['восемьдесят', 80],
  ['девяносто', 90],
  ['сто', 100],
  ['двести', 200],
  ['триста', 300],
  ['четыреста', 400],
  ['пятьсот', 500],
  ['шестьсот', 600],
  ['семьсот', 700],
  ['восемьсот', 800],
  ['девятьсот', 900],
].forEach(([words, value]) =>
  String(words)
    .split(' ')
    .forEach((word) => (VALUES[word] = Number(value))),
)
const SCALE_OF: [RegExp, number][] = [
  [/^тысяч/, 1e3],
  [/^миллион/, 1e6],
  [/^миллиард/, 1e9],
  [/^триллион/, 1e12],
]

function readBack(text: string): number {
  const match = /^(.+) (рубль|рубля|рублей) (\d\d) (копейка|копейки|копеек)$/.exec(text)
  if (!match) throw new Error(`not an amount in words: ${text}`)
  const [, words = '', , kopecks = ''] = match
  let total = 0
  let group = 0
  for (const word of words.toLowerCase().split(' ')) {
    if (word === 'ноль') continue
    const scale = SCALE_OF.find(([pattern]) => pattern.test(word))
    if (scale) {
      total += group * scale[1]
      group = 0
    } else if (word in VALUES) group += VALUES[word]!
    else throw new Error(`unknown word ${word} in ${text}`)
  }
  return (total + group) * 100 + Number(kopecks)
}

describe('amountInWords, for any sum', () => {
  const amounts = fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: MAX_AMOUNT_IN_WORDS }))

  it('reads back to the same number of kopecks', () => {
    fc.assert(fc.property(amounts, (kopecks) => readBack(amountInWords(kopecks)) === kopecks))
  })

  it('agrees the nouns with their numbers and starts with a capital', () => {
    fc.assert(
      fc.property(amounts, (kopecks) => {
        const text = amountInWords(kopecks)
        const roubles = Math.floor(kopecks / 100)
        expect(text).toContain(` ${pluralForm(roubles, ROUBLE)} `)
        expect(text.endsWith(` ${pluralForm(kopecks % 100, KOPECK)}`)).toBe(true)
        expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase())
        expect(text).not.toMatch(/ {2}|\bодин тысяч|\bдва тысяч|\bодна (миллион|рубл)|\bдве (миллион|рубл)/)
      }),
    )
  })

  it('names thousands in the feminine, the rest in the masculine', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (group) => {
        const thousands = roublesInWords(group * 1000)
        const millions = roublesInWords(group * 1_000_000)
        if (group % 10 === 1 && group % 100 !== 11) {
          expect(thousands.endsWith('одна тысяча')).toBe(true)
          expect(millions.endsWith('один миллион')).toBe(true)
        }
        if (group % 10 === 2 && group % 100 !== 12) {
          expect(thousands.endsWith('две тысячи')).toBe(true)
          expect(millions.endsWith('два миллиона')).toBe(true)
        }
      }),
    )
  })
})
