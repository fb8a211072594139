// The dog and cat branches of the catalogue.
import { BOWL, BRUSH, CARRIER, DRY, SHAMPOO, TREATS, VETDIET, WET, leaf } from './specs-shared'
import type { ProductSpec, RootDef } from './types'

const toy = (
  type: [string, string],
  variants: [string, string][],
  shape: ProductSpec['shape'],
  sizes: number[],
  price: [number, number],
): ProductSpec => ({
  family: 'toys',
  shape,
  type,
  variants,
  unit: 'cm',
  sizes,
  price,
  unitWeight: 9,
  colored: true,
})

const BED: ProductSpec = {
  family: 'home',
  shape: 'cushion',
  type: ['Лежак', 'Bed'],
  variants: [
    ['овальный', 'oval'],
    ['с бортиками', 'with bolsters'],
    ['ортопедический', 'orthopaedic'],
    ['с подушкой', 'with a cushion'],
  ],
  unit: 'cm',
  sizes: [45, 60, 75, 90, 110],
  price: [690, 9900],
  unitWeight: 25,
  colored: true,
}

export const DOGS: RootDef = {
  slug: 'dogs',
  animal: 'dogs',
  title: ['Собаки', 'Dogs'],
  description: [
    'Корма, лакомства, амуниция, игрушки и товары для ухода за собаками всех пород.',
    'Food, treats, walking gear, toys and grooming for dogs of every breed.',
  ],
  mids: [
    {
      slug: 'food',
      title: ['Корм', 'Food'],
      leaves: [
        leaf('dry', 'Сухой корм', 'Dry food', DRY, 4),
        leaf('wet', 'Влажный корм', 'Wet food', WET, 3),
        leaf('treats', 'Лакомства', 'Treats', TREATS, 2),
        leaf('diet', 'Ветеринарные диеты', 'Veterinary diets', VETDIET),
      ],
    },
    {
      slug: 'toys',
      title: ['Игрушки', 'Toys'],
      leaves: [
        leaf(
          'balls',
          'Мячи',
          'Balls',
          toy(
            ['Мяч', 'Ball'],
            [
              ['с шипами', 'spiky'],
              ['светящийся', 'glow-in-the-dark'],
              ['теннисный', 'tennis'],
              ['с пищалкой', 'squeaky'],
              ['для лакомств', 'treat-dispensing'],
            ],
            'ball',
            [5, 6, 7, 9, 12],
            [90, 1200],
          ),
        ),
        leaf(
          'chew',
          'Жевательные игрушки',
          'Chew toys',
          toy(
            ['Игрушка жевательная', 'Chew toy'],
            [
              ['кость', 'bone'],
              ['кольцо', 'ring'],
              ['гантель', 'dumbbell'],
              ['палка', 'stick'],
              ['звезда', 'star'],
            ],
            'bone',
            [10, 12, 15, 18, 22],
            [120, 1500],
          ),
        ),
        leaf(
          'plush',
          'Мягкие игрушки',
          'Plush toys',
          toy(
            ['Игрушка мягкая', 'Plush toy'],
            [
              ['ёжик', 'hedgehog'],
              ['утка', 'duck'],
              ['лиса', 'fox'],
              ['медведь', 'bear'],
              ['енот', 'raccoon'],
            ],
            'plush',
            [15, 20, 25, 30],
            [190, 1400],
          ),
        ),
        leaf(
          'rope',
          'Канаты и тяни-толкай',
          'Rope toys',
          toy(
            ['Игрушка-канат', 'Rope toy'],
            [
              ['с узлами', 'knotted'],
              ['с мячом', 'with a ball'],
              ['тройной', 'triple'],
              ['кольцо', 'ring'],
            ],
            'rope',
            [20, 30, 40, 60],
            [150, 990],
          ),
        ),
      ],
    },
    {
      slug: 'walking',
      title: ['Амуниция', 'Walking gear'],
      leaves: [
        leaf('collars', 'Ошейники', 'Collars', {
          family: 'walking',
          shape: 'collar',
          type: ['Ошейник', 'Collar'],
          variants: [
            ['кожаный', 'leather'],
            ['нейлоновый', 'nylon'],
            ['светоотражающий', 'reflective'],
            ['с адресником', 'with a name tag'],
            ['полуудавка', 'martingale'],
          ],
          unit: 'cm',
          sizes: [25, 35, 45, 55, 65],
          price: [190, 2900],
          unitWeight: 2,
          colored: true,
        }),
        leaf('leashes', 'Поводки', 'Leashes', {
          family: 'walking',
          shape: 'leash',
          type: ['Поводок', 'Leash'],
          variants: [
            ['рулетка 3 м', 'retractable 3 m'],
            ['рулетка 5 м', 'retractable 5 m'],
            ['брезентовый 5 м', 'canvas 5 m'],
            ['нейлоновый 1,5 м', 'nylon 1.5 m'],
            ['светоотражающий', 'reflective'],
          ],
          unit: 'kgmax',
          sizes: [12, 25, 50],
          price: [290, 3900],
          unitWeight: 12,
          colored: true,
        }),
        leaf('harnesses', 'Шлейки', 'Harnesses', {
          family: 'walking',
          shape: 'harness',
          type: ['Шлейка', 'Harness'],
          variants: [
            ['прогулочная', 'walking'],
            ['спортивная', 'sport'],
            ['светоотражающая', 'reflective'],
            ['мягкая сетчатая', 'soft mesh'],
          ],
          unit: 'cm',
          sizes: [30, 40, 50, 60, 80],
          price: [390, 3900],
          unitWeight: 3,
          colored: true,
        }),
      ],
    },
    {
      slug: 'home',
      title: ['Для дома', 'Home'],
      leaves: [
        leaf('beds', 'Лежаки', 'Beds', BED),
        leaf('bowls', 'Миски', 'Bowls', BOWL),
        leaf('clothes', 'Одежда', 'Clothing', {
          family: 'apparel',
          shape: 'coat',
          type: ['Комбинезон', 'Overalls'],
          variants: [
            ['непромокаемый', 'waterproof'],
            ['утеплённый', 'insulated'],
            ['флисовый', 'fleece'],
            ['светоотражающий', 'reflective'],
            ['на подкладке', 'lined'],
          ],
          unit: 'cm',
          sizes: [20, 25, 30, 35, 40, 45],
          price: [690, 5900],
          unitWeight: 6,
          colored: true,
          composition: [
            'верх — 100% полиэстер с водоотталкивающей пропиткой',
            'shell: 100% polyester with water-repellent finish',
          ],
        }),
        leaf('carriers', 'Переноски', 'Carriers', CARRIER),
      ],
    },
    {
      slug: 'care',
      title: ['Уход', 'Grooming'],
      leaves: [
        leaf('shampoos', 'Шампуни', 'Shampoos', SHAMPOO),
        leaf('brushes', 'Расчёски', 'Brushes', BRUSH),
        leaf('hygiene', 'Гигиена', 'Hygiene', {
          family: 'hygiene',
          shape: 'box',
          type: ['Пелёнки впитывающие', 'Training pads'],
          variants: [
            ['с ароматом лаванды', 'lavender scented'],
            ['угольные', 'charcoal'],
            ['с липким краем', 'with adhesive edges'],
            ['суперабсорбент', 'super absorbent'],
          ],
          unit: 'pcs',
          sizes: [10, 30, 60, 100],
          price: [190, 2400],
          unitWeight: 35,
          composition: [
            'целлюлоза, суперабсорбент, нетканое полотно',
            'cellulose, superabsorbent polymer, non-woven fabric',
          ],
        }),
      ],
    },
  ],
}

const LITTER = (type: [string, string]): ProductSpec => ({
  family: 'hygiene',
  shape: 'bag',
  type,
  variants: [
    ['без запаха', 'unscented'],
    ['с ароматом лаванды', 'lavender'],
    ['детская присыпка', 'baby powder'],
    ['с активированным углём', 'with activated carbon'],
    ['алоэ вера', 'aloe vera'],
  ],
  unit: 'l',
  sizes: [5, 10, 15, 20, 30],
  price: [190, 2400],
  unitWeight: 700,
})

export const CATS: RootDef = {
  slug: 'cats',
  animal: 'cats',
  title: ['Кошки', 'Cats'],
  description: [
    'Всё для кошек и котят: корма, наполнители, когтеточки, игрушки и уход.',
    'Everything for cats and kittens: food, litter, scratchers, toys and care.',
  ],
  mids: [
    {
      slug: 'food',
      title: ['Корм', 'Food'],
      leaves: [
        leaf('dry', 'Сухой корм', 'Dry food', { ...DRY, sizes: [400, 1500, 2000, 4000, 10000], price: [210, 8900] }, 4),
        leaf('wet', 'Влажный корм', 'Wet food', { ...WET, sizes: [70, 85, 100, 400], price: [50, 320] }, 4),
        leaf('treats', 'Лакомства', 'Treats', { ...TREATS, sizes: [30, 50, 60, 120], price: [55, 490] }, 2),
        leaf('diet', 'Ветеринарные диеты', 'Veterinary diets', VETDIET),
      ],
    },
    {
      slug: 'litter',
      title: ['Наполнители и туалеты', 'Litter & trays'],
      leaves: [
        leaf(
          'clumping',
          'Комкующиеся наполнители',
          'Clumping litter',
          LITTER(['Наполнитель комкующийся', 'Clumping litter']),
          2,
        ),
        leaf(
          'silica',
          'Силикагелевые наполнители',
          'Silica litter',
          LITTER(['Наполнитель силикагелевый', 'Silica gel litter']),
        ),
        leaf('wood', 'Древесные наполнители', 'Wood litter', LITTER(['Наполнитель древесный', 'Wood pellet litter'])),
        leaf('trays', 'Туалеты', 'Litter trays', {
          family: 'home',
          shape: 'tray',
          type: ['Туалет', 'Litter tray'],
          variants: [
            ['с рамкой', 'with a rim'],
            ['закрытый домик', 'hooded'],
            ['угловой', 'corner'],
            ['с сеткой', 'with a grid'],
          ],
          unit: 'cm',
          sizes: [35, 40, 50, 56],
          price: [290, 4900],
          unitWeight: 30,
          colored: true,
        }),
      ],
    },
    {
      slug: 'toys',
      title: ['Игрушки', 'Toys'],
      leaves: [
        leaf(
          'teasers',
          'Дразнилки',
          'Teasers',
          toy(
            ['Дразнилка', 'Teaser wand'],
            [
              ['с перьями', 'with feathers'],
              ['с мышкой', 'with a mouse'],
              ['с лентами', 'with ribbons'],
              ['с бубенчиком', 'with a bell'],
            ],
            'wand',
            [40, 50, 60, 90],
            [90, 790],
          ),
        ),
        leaf(
          'balls',
          'Мячики и мышки',
          'Balls & mice',
          toy(
            ['Игрушка', 'Toy'],
            [
              ['мышка меховая', 'fur mouse'],
              ['мячик-погремушка', 'rattle ball'],
              ['мячики, набор', 'ball set'],
              ['мышка с хвостом', 'mouse with a tail'],
            ],
            'ball',
            [4, 5, 6, 8],
            [50, 450],
          ),
        ),
        leaf(
          'catnip',
          'Игрушки с кошачьей мятой',
          'Catnip toys',
          toy(
            ['Игрушка с кошачьей мятой', 'Catnip toy'],
            [
              ['рыбка', 'fish'],
              ['подушечка', 'pillow'],
              ['морковка', 'carrot'],
              ['банан', 'banana'],
            ],
            'plush',
            [8, 10, 15, 20],
            [90, 690],
          ),
        ),
      ],
    },
    {
      slug: 'home',
      title: ['Для дома', 'Home'],
      leaves: [
        leaf('scratchers', 'Когтеточки', 'Scratchers', {
          family: 'home',
          shape: 'post',
          type: ['Когтеточка', 'Scratcher'],
          variants: [
            ['столбик', 'post'],
            ['настенная', 'wall-mounted'],
            ['картонная лежанка', 'cardboard lounger'],
            ['комплекс с домиком', 'tower with a house'],
            ['угловая', 'corner'],
          ],
          unit: 'cm',
          sizes: [40, 60, 90, 120],
          price: [390, 12900],
          unitWeight: 60,
          colored: true,
        }),
        leaf('beds', 'Домики и лежаки', 'Houses & beds', {
          ...BED,
          type: ['Лежак', 'Bed'],
          variants: [
            ['домик', 'house'],
            ['круглый', 'round'],
            ['гамак на батарею', 'radiator hammock'],
            ['подушка', 'cushion'],
          ],
          sizes: [35, 45, 55, 65],
        }),
        leaf('bowls', 'Миски', 'Bowls', { ...BOWL, sizes: [100, 200, 350, 500] }),
        leaf('carriers', 'Переноски', 'Carriers', CARRIER),
      ],
    },
    {
      slug: 'care',
      title: ['Уход', 'Grooming'],
      leaves: [leaf('shampoos', 'Шампуни', 'Shampoos', SHAMPOO), leaf('brushes', 'Расчёски', 'Brushes', BRUSH)],
    },
  ],
}
