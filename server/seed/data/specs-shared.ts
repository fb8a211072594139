// Product specs shared by the dog and cat branches (food, grooming, bowls, carriers).
import type { LeafDef, Pair, ProductSpec } from './types'

export const leaf = (slug: string, ru: string, en: string, spec: ProductSpec, weight = 1): LeafDef => ({
  slug,
  title: [ru, en],
  spec,
  weight,
})

const MEAT: Pair[] = [
  ['ягнёнок с рисом', 'lamb & rice'],
  ['курица', 'chicken'],
  ['индейка', 'turkey'],
  ['лосось', 'salmon'],
  ['говядина', 'beef'],
  ['утка с грушей', 'duck & pear'],
  ['кролик', 'rabbit'],
  ['белая рыба', 'white fish'],
  ['оленина', 'venison'],
]

export const DRY: ProductSpec = {
  family: 'food',
  shape: 'bag',
  type: ['Корм сухой', 'Dry food'],
  variants: MEAT,
  unit: 'g',
  sizes: [400, 800, 1500, 3000, 7500, 12000],
  price: [190, 9800],
}

export const WET: ProductSpec = {
  family: 'food',
  shape: 'pouch',
  type: ['Корм влажный', 'Wet food'],
  variants: [
    ['кусочки в соусе, курица', 'chunks in gravy, chicken'],
    ['паштет с говядиной', 'beef pâté'],
    ['кусочки в желе, лосось', 'chunks in jelly, salmon'],
    ['рагу с индейкой', 'turkey stew'],
    ['мусс с кроликом', 'rabbit mousse'],
    ['тефтельки с ягнёнком', 'lamb meatballs'],
  ],
  unit: 'g',
  sizes: [85, 100, 150, 400, 800],
  price: [55, 390],
  packing: [
    ['Пауч', 'Pouch', 'pouch'],
    ['Консервная банка', 'Can', 'can'],
    ['Ламистер', 'Tray', 'can'],
  ],
}

export const TREATS: ProductSpec = {
  family: 'treats',
  shape: 'pouch',
  type: ['Лакомство', 'Treats'],
  variants: [
    ['утиные грудки', 'duck breast strips'],
    ['говяжьи палочки', 'beef sticks'],
    ['подушечки с начинкой', 'filled pillows'],
    ['колбаски из курицы', 'chicken sausages'],
    ['кусочки тунца', 'tuna bites'],
    ['косточки с кальцием', 'calcium bones'],
  ],
  unit: 'g',
  sizes: [50, 80, 100, 200, 500],
  price: [60, 890],
}

export const VETDIET: ProductSpec = {
  family: 'food',
  shape: 'bag',
  type: ['Корм диетический', 'Veterinary diet'],
  variants: [
    ['Renal, поддержка почек', 'Renal, kidney support'],
    ['Gastro, чувствительное пищеварение', 'Gastro, sensitive digestion'],
    ['Urinary, здоровье мочевыводящих путей', 'Urinary, urinary tract health'],
    ['Hypoallergenic, гипоаллергенный', 'Hypoallergenic'],
    ['Weight, контроль веса', 'Weight, weight control'],
  ],
  unit: 'g',
  sizes: [400, 1500, 2000, 10000],
  price: [480, 8900],
  composition: [
    'гидролизованный белок, рис, животный жир, свекольный жом, рыбий жир, L-карнитин, минеральные вещества, витамины',
    'hydrolysed protein, rice, animal fat, beet pulp, fish oil, L-carnitine, minerals, vitamins',
  ],
}

export const SHAMPOO: ProductSpec = {
  family: 'grooming',
  shape: 'bottle',
  type: ['Шампунь', 'Shampoo'],
  variants: [
    ['для длинной шерсти', 'for long coats'],
    ['гипоаллергенный', 'hypoallergenic'],
    ['для белой шерсти', 'for white coats'],
    ['от колтунов', 'detangling'],
    ['с овсом и алоэ', 'with oat and aloe'],
  ],
  unit: 'ml',
  sizes: [200, 250, 500, 1000],
  price: [190, 2900],
  packing: [
    ['Флакон', 'Bottle', 'bottle'],
    ['Флакон с дозатором', 'Pump bottle', 'bottle'],
  ],
}

export const BRUSH: ProductSpec = {
  family: 'grooming',
  shape: 'brush',
  type: ['Расчёска', 'Brush'],
  variants: [
    ['пуходёрка', 'slicker'],
    ['для вычёсывания подшёрстка', 'deshedding tool'],
    ['двусторонняя', 'double-sided'],
    ['колтунорез', 'mat splitter'],
    ['рукавица', 'grooming glove'],
  ],
  unit: 'cm',
  sizes: [6, 8, 10, 12],
  price: [150, 2400],
  unitWeight: 12,
  colored: true,
  packing: [
    ['Блистер', 'Blister'],
    ['Хедер', 'Header card'],
  ],
  expiration: null,
  composition: [
    'ручка — ABS-пластик с резиновыми вставками, зубья — нержавеющая сталь',
    'handle: ABS with rubber grip, pins: stainless steel',
  ],
}

export const BOWL: ProductSpec = {
  family: 'home',
  shape: 'bowl',
  type: ['Миска', 'Bowl'],
  variants: [
    ['из нержавеющей стали', 'stainless steel'],
    ['керамическая', 'ceramic'],
    ['для медленного кормления', 'slow feeder'],
    ['двойная на подставке', 'double on a stand'],
    ['нескользящая', 'non-slip'],
  ],
  unit: 'ml',
  sizes: [200, 350, 700, 1200, 2000],
  price: [90, 1900],
  unitWeight: 0.4,
  colored: true,
}

export const CARRIER: ProductSpec = {
  family: 'home',
  shape: 'carrier',
  type: ['Переноска', 'Carrier'],
  variants: [
    ['пластиковая', 'plastic'],
    ['сумка текстильная', 'soft bag'],
    ['рюкзак с иллюминатором', 'backpack with a window'],
    ['с металлической дверцей', 'with a metal door'],
  ],
  unit: 'cm',
  sizes: [40, 48, 58, 68],
  price: [890, 8900],
  unitWeight: 45,
  colored: true,
}
