// Brand descriptions, composed from what the brand makes, for whom, where and since when.
import type { BrandDef } from '../data/brands'
import type { Animal, Line } from '../data/types'
import { l, paragraphs, type L } from '../text'
import type { Rng } from '../random'

const LINES: Record<Line, L> = {
  food: l('корма и лакомства', 'food and treats'),
  goods: l('аксессуары и игрушки', 'accessories and toys'),
  care: l('средства ухода', 'grooming products'),
  aqua: l('аквариумное оборудование и химию', 'aquarium equipment and water care'),
  terra: l('оборудование для террариумов', 'terrarium equipment'),
  vet: l('ветеринарные препараты и кормовые добавки', 'veterinary products and supplements'),
}

const ANIMALS: Record<Animal, L> = {
  dogs: l('собак', 'dogs'),
  cats: l('кошек', 'cats'),
  rodents: l('грызунов', 'small pets'),
  birds: l('птиц', 'birds'),
  fish: l('аквариумных рыб', 'aquarium fish'),
  reptiles: l('рептилий', 'reptiles'),
  vet: l('домашних животных', 'pets'),
}

const CLOSINGS: readonly L[] = [
  l(
    'Рецептуры разрабатываются вместе с ветеринарными врачами и проходят испытания в собственном центре.',
    'Recipes are developed with vets and tested in the company’s own centre.',
  ),
  l(
    'Производство сертифицировано по стандартам ISO 9001 и FSSC 22000.',
    'Production is certified to ISO 9001 and FSSC 22000.',
  ),
  l(
    'Компания работает напрямую с фермерскими хозяйствами и контролирует каждую партию сырья.',
    'The company works directly with farms and checks every batch of raw material.',
  ),
  l('Товары бренда представлены более чем в 30 странах.', 'The brand is sold in more than 30 countries.'),
  l(
    'Дизайн изделий создаётся с участием кинологов и фелинологов.',
    'Products are designed together with dog and cat behaviour experts.',
  ),
  l('Упаковка бренда на 80% состоит из перерабатываемых материалов.', 'The brand’s packaging is 80% recyclable.'),
]

const listOf = (items: L[], and: L): L => {
  const join = (locale: 'ru' | 'en') => {
    const words = items.map((item) => item[locale])
    return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${and[locale]} ${words.at(-1)}` : (words[0] ?? '')
  }
  return { ru: join('ru'), en: join('en') }
}

export function brandDescription(brand: BrandDef, country: L, rng: Rng): L {
  const lines = listOf(
    brand.lines.map((line) => LINES[line]),
    l('и', 'and'),
  )
  const animals = listOf(
    brand.animals.map((animal) => ANIMALS[animal]),
    l('и', 'and'),
  )
  const closing = rng.pick(CLOSINGS)
  return paragraphs([
    l(`${brand.title} выпускает ${lines.ru} для ${animals.ru}.`, `${brand.title} makes ${lines.en} for ${animals.en}.`),
    l(
      `Бренд основан в ${brand.founded} году, страна производства — ${country.ru}. ${closing.ru}`,
      `Founded in ${brand.founded}, made in ${country.en}. ${closing.en}`,
    ),
  ])
}
