// Product descriptions: a pitch, a few benefits, the maker and how to use it, as HTML paragraphs.
import type { FamilyDef } from '../data/types'
import type { Rng } from '../random'
import { capitalize, l, paragraphs, type L } from '../text'

type Input = { title: L; brand: string; country: L; family: FamilyDef; variant: L }

export function describe(rng: Rng, input: Input): { description: L; short: L } {
  const { title, brand, country, family, variant } = input
  const benefits = rng.sample(family.benefits, rng.int(2, 3))
  const pitch = l(...family.pitch)
  return {
    description: paragraphs([
      l(`<strong>${title.ru}</strong> — ${pitch.ru}.`, `<strong>${title.en}</strong> is ${pitch.en}.`),
      l(benefits.map((b) => b[0]).join(' '), benefits.map((b) => b[1]).join(' ')),
      l(
        `Вариант: ${variant.ru}. Производитель — ${brand}, ${country.ru}.`,
        `Variant: ${variant.en}. Made by ${brand}, ${country.en}.`,
      ),
      l(...family.usage),
    ]),
    short: l(
      `${capitalize(pitch.ru)}. ${benefits[0]?.[0] ?? ''}`.trim(),
      `${capitalize(pitch.en)}. ${benefits[0]?.[1] ?? ''}`.trim(),
    ),
  }
}
