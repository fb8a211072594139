// Labels, colours and the custom filter groups with their options.
import type { FilterKey, Pair } from './types'

export const LABELS = [
  { slug: 'new', title: ['Новинка', 'New'] as Pair, color: '#54c5d0' },
  { slug: 'hit', title: ['Хит', 'Hit'] as Pair, color: '#f5a623' },
  { slug: 'sale', title: ['Распродажа', 'Sale'] as Pair, color: '#e5484d' },
] as const

export const COLORS: readonly { slug: string; title: Pair; code: string }[] = [
  { slug: 'black', title: ['Чёрный', 'Black'], code: '#1f1f1f' },
  { slug: 'white', title: ['Белый', 'White'], code: '#ffffff' },
  { slug: 'grey', title: ['Серый', 'Grey'], code: '#9aa0a6' },
  { slug: 'red', title: ['Красный', 'Red'], code: '#d93025' },
  { slug: 'orange', title: ['Оранжевый', 'Orange'], code: '#f28b20' },
  { slug: 'yellow', title: ['Жёлтый', 'Yellow'], code: '#f9d13b' },
  { slug: 'green', title: ['Зелёный', 'Green'], code: '#34a853' },
  { slug: 'turquoise', title: ['Бирюзовый', 'Turquoise'], code: '#1fb5ad' },
  { slug: 'blue', title: ['Синий', 'Blue'], code: '#1a73e8' },
  { slug: 'purple', title: ['Фиолетовый', 'Purple'], code: '#8e44ad' },
  { slug: 'pink', title: ['Розовый', 'Pink'], code: '#f48fb1' },
  { slug: 'brown', title: ['Коричневый', 'Brown'], code: '#8d6e63' },
  { slug: 'beige', title: ['Бежевый', 'Beige'], code: '#e8d8c3' },
]

type OptionDef = { value: string; title: Pair; color?: string }

export const FILTER_GROUPS: readonly { key: FilterKey; slug: string; title: Pair; options: OptionDef[] }[] = [
  {
    key: 'age',
    slug: 'age',
    title: ['Возраст питомца', 'Pet age'],
    options: [
      { value: 'age-junior', title: ['Щенки и котята', 'Puppies and kittens'] },
      { value: 'age-adult', title: ['Взрослые', 'Adult'] },
      { value: 'age-senior', title: ['Пожилые', 'Senior'] },
      { value: 'age-all', title: ['Все возрасты', 'All ages'] },
    ],
  },
  {
    key: 'size',
    slug: 'pet-size',
    title: ['Размер питомца', 'Pet size'],
    options: [
      { value: 'size-mini', title: ['Миниатюрные породы', 'Toy breeds'] },
      { value: 'size-small', title: ['Мелкие породы', 'Small breeds'] },
      { value: 'size-medium', title: ['Средние породы', 'Medium breeds'] },
      { value: 'size-large', title: ['Крупные породы', 'Large breeds'] },
      { value: 'size-giant', title: ['Гигантские породы', 'Giant breeds'] },
    ],
  },
  {
    key: 'diet',
    slug: 'special-diet',
    title: ['Особенности питания', 'Special diet'],
    options: [
      { value: 'diet-grain-free', title: ['Беззерновой', 'Grain-free'], color: '#c9a227' },
      { value: 'diet-hypoallergenic', title: ['Гипоаллергенный', 'Hypoallergenic'], color: '#7fb3d5' },
      { value: 'diet-sterilised', title: ['Для стерилизованных', 'Sterilised'], color: '#a569bd' },
      { value: 'diet-sensitive', title: ['Чувствительное пищеварение', 'Sensitive digestion'], color: '#52be80' },
      { value: 'diet-weight', title: ['Контроль веса', 'Weight control'], color: '#eb984e' },
    ],
  },
  {
    key: 'material',
    slug: 'material',
    title: ['Материал', 'Material'],
    options: [
      { value: 'mat-rubber', title: ['Резина', 'Rubber'] },
      { value: 'mat-textile', title: ['Текстиль', 'Textile'] },
      { value: 'mat-nylon', title: ['Нейлон', 'Nylon'] },
      { value: 'mat-leather', title: ['Кожа', 'Leather'] },
      { value: 'mat-plastic', title: ['Пластик', 'Plastic'] },
      { value: 'mat-metal', title: ['Металл', 'Metal'] },
      { value: 'mat-wood', title: ['Дерево', 'Wood'] },
    ],
  },
]
