// The hero slider of the home page and the feature tiles.
import { features, slides } from '../../db/schema/content'
import { ICON_NAMES, featureIcon, slideImage } from '../art/content-art'
import type { Pet } from '../art/silhouettes'
import type { SeedContext } from '../context'
import { l, type L } from '../text'

type SlideDef = {
  bg: string
  pets: Pet[]
  text: L
  color: string
  position: 'left' | 'center' | 'right'
  btn: L
  url: string
}

const SLIDES: readonly SlideDef[] = [
  {
    bg: '#1b7a6e',
    pets: ['dog', 'cat'],
    color: '#ffffff',
    position: 'left',
    url: '/catalog/dogs/food/',
    text: l(
      '<h2>Корма премиум-класса</h2><p>Более 3 000 позиций для собак и кошек со склада в Москве</p>',
      '<h2>Premium pet food</h2><p>Over 3,000 items for dogs and cats from our Moscow warehouse</p>',
    ),
    btn: l('В каталог', 'Browse'),
  },
  {
    bg: '#d9822b',
    pets: ['cat'],
    color: '#ffffff',
    position: 'center',
    url: '/sales/',
    text: l(
      '<h2>Осенние акции</h2><p>Скидки до 25% на наполнители и лакомства</p>',
      '<h2>Autumn offers</h2><p>Up to 25% off litter and treats</p>',
    ),
    btn: l('Смотреть акции', 'See offers'),
  },
  {
    bg: '#3f6ad8',
    pets: ['fish', 'birds'],
    color: '#ffffff',
    position: 'right',
    url: '/catalog/fish/',
    text: l(
      '<h2>Всё для аквариума</h2><p>Оборудование, корма и химия для воды ведущих европейских брендов</p>',
      '<h2>Everything for the aquarium</h2><p>Equipment, food and water care from leading European brands</p>',
    ),
    btn: l('Выбрать', 'Choose'),
  },
  {
    bg: '#b83280',
    pets: ['vet', 'dog'],
    color: '#ffffff',
    position: 'left',
    url: '/catalog/vet/',
    text: l(
      '<h2>Ветаптека</h2><p>Средства от паразитов и витамины с доставкой на следующий день</p>',
      '<h2>Vet pharmacy</h2><p>Parasite control and vitamins delivered the next day</p>',
    ),
    btn: l('Подробнее', 'Learn more'),
  },
  {
    bg: '#2f855a',
    pets: ['rodents', 'reptiles'],
    color: '#ffffff',
    position: 'center',
    url: '/auth/registration/',
    text: l(
      '<h2>Станьте нашим партнёром</h2><p>Оптовые цены, персональный менеджер и бонусная программа</p>',
      '<h2>Become our partner</h2><p>Wholesale prices, a personal manager and a bonus programme</p>',
    ),
    btn: l('Зарегистрироваться', 'Register'),
  },
]

const FEATURES: readonly [L, L, string, string][] = [
  [
    l('Доставка по всей России', 'Delivery across Russia'),
    l(
      'Собственный транспорт по Москве и 12 транспортных компаний для регионов',
      'Our own vehicles in Moscow and 12 carriers for the regions',
    ),
    '#1b7a6e',
    '#e3f4f1',
  ],
  [
    l('12 000 товаров в наличии', '12,000 items in stock'),
    l('Склад класса A площадью 8 000 м² в Подольске', 'A class A 8,000 m² warehouse in Podolsk'),
    '#d9822b',
    '#fdf1e4',
  ],
  [
    l('Бонусная программа', 'Bonus programme'),
    l(
      'Баллы за каждый заказ — оплачивайте ими до {loyalty_max_share}% суммы следующих заказов',
      'Points for every order — pay up to {loyalty_max_share}% of your next orders with them',
    ),
    '#b83280',
    '#fbe9f3',
  ],
  [
    l('Персональный менеджер', 'Personal manager'),
    l('Поможет с ассортиментом, остатками и документами', 'Helps with the range, stock and paperwork'),
    '#3f6ad8',
    '#e8eefc',
  ],
  [
    l('Официальные поставки', 'Official supplies'),
    l('Сертификаты и декларации на каждую партию товара', 'Certificates and declarations for every batch'),
    '#2f855a',
    '#e6f4ec',
  ],
]

export async function seedShowcase(ctx: SeedContext): Promise<void> {
  const { db, media } = ctx
  await db.insert(slides).values(
    SLIDES.map((slide, i) => ({
      image: media.write(`slides/slide-${i + 1}.svg`, () => slideImage(1600, 560, slide.bg, slide.pets, i + 1)),
      imageFull: media.write(`slides/slide-${i + 1}-full.svg`, () =>
        slideImage(1920, 720, slide.bg, slide.pets, i + 1),
      ),
      text: slide.text,
      color: slide.color,
      position: slide.position,
      btnText: slide.btn,
      btnUrl: slide.url,
      sort: i,
    })),
  )
  await db.insert(features).values(
    FEATURES.map(([title, description, color, bgColor], i) => {
      const icon = ICON_NAMES[i % ICON_NAMES.length] ?? 'star'
      return {
        title,
        description,
        color,
        bgColor,
        iconFile: media.write(`features/${icon}.svg`, () => featureIcon(icon, color)),
        position: i,
      }
    }),
  )
}
