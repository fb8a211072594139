// The small pets (rodents) and birds branches of the catalogue.
import { leaf } from './specs-shared'
import type { ProductSpec, RootDef } from './types'

const CAGE: ProductSpec = {
  family: 'home',
  shape: 'cage',
  type: ['Клетка', 'Cage'],
  variants: [
    ['с выдвижным поддоном', 'with a pull-out tray'],
    ['двухэтажная', 'two-storey'],
    ['с аксессуарами', 'with accessories'],
    ['складная', 'folding'],
  ],
  unit: 'cm',
  sizes: [40, 50, 60, 80, 100],
  price: [1200, 14900],
  unitWeight: 90,
  colored: true,
  composition: ['сталь с порошковым покрытием, поддон — полипропилен', 'powder-coated steel, polypropylene tray'],
}

export const RODENTS: RootDef = {
  slug: 'rodents',
  animal: 'rodents',
  title: ['Грызуны', 'Small pets'],
  description: [
    'Корма, сено, клетки и домики для кроликов, морских свинок, шиншилл и хомяков.',
    'Food, hay, cages and houses for rabbits, guinea pigs, chinchillas and hamsters.',
  ],
  mids: [
    {
      slug: 'food',
      title: ['Корм', 'Food'],
      leaves: [
        leaf(
          'mixes',
          'Зерновые смеси',
          'Grain mixes',
          {
            family: 'food',
            shape: 'box',
            type: ['Корм полнорационный', 'Complete food'],
            variants: [
              ['с овощами', 'with vegetables'],
              ['с травами', 'with herbs'],
              ['с фруктами', 'with fruit'],
              ['гранулированный', 'pelleted'],
              ['с люцерной', 'with alfalfa'],
            ],
            unit: 'g',
            sizes: [400, 500, 900, 2500],
            price: [90, 1200],
            packing: [
              ['Коробка', 'Box', 'box'],
              ['Пакет', 'Bag', 'bag'],
            ],
            composition: [
              'овёс, ячмень, просо, пшеница, люцерна, морковь, минералы',
              'oats, barley, millet, wheat, alfalfa, carrot, minerals',
            ],
          },
          2,
        ),
        leaf('hay', 'Сено', 'Hay', {
          family: 'food',
          shape: 'bag',
          type: ['Сено', 'Hay'],
          variants: [
            ['луговое', 'meadow'],
            ['с ромашкой', 'with chamomile'],
            ['альпийское', 'alpine'],
            ['с люцерной', 'with alfalfa'],
            ['тимофеевка', 'timothy'],
          ],
          unit: 'g',
          sizes: [400, 600, 1000],
          price: [90, 650],
          composition: ['сено луговых трав', 'meadow grass hay'],
        }),
        leaf('treats', 'Лакомства', 'Treats', {
          family: 'treats',
          shape: 'pouch',
          type: ['Лакомство', 'Treat'],
          variants: [
            ['палочки с мёдом', 'honey sticks'],
            ['сушёные яблоки', 'dried apple'],
            ['крекеры с морковью', 'carrot crackers'],
            ['травяные кубики', 'herb cubes'],
          ],
          unit: 'g',
          sizes: [40, 90, 150, 200],
          price: [55, 380],
          composition: ['зерно, мёд, сушёные овощи и фрукты', 'grain, honey, dried vegetables and fruit'],
        }),
      ],
    },
    {
      slug: 'homes',
      title: ['Клетки и аксессуары', 'Cages & accessories'],
      leaves: [
        leaf('cages', 'Клетки', 'Cages', CAGE),
        leaf('houses', 'Домики', 'Houses', {
          family: 'home',
          shape: 'house',
          type: ['Домик', 'House'],
          variants: [
            ['деревянный', 'wooden'],
            ['из сена', 'woven hay'],
            ['керамический', 'ceramic'],
            ['плетёный', 'wicker'],
          ],
          unit: 'cm',
          sizes: [12, 15, 20, 25],
          price: [190, 1900],
          unitWeight: 20,
        }),
        leaf('bedding', 'Подстилки', 'Bedding', {
          family: 'hygiene',
          shape: 'bag',
          type: ['Подстилка', 'Bedding'],
          variants: [
            ['древесная стружка', 'wood shavings'],
            ['кукурузная', 'corn cob'],
            ['бумажная', 'paper'],
            ['льняная', 'flax'],
          ],
          unit: 'l',
          sizes: [5, 10, 15, 30],
          price: [150, 990],
          unitWeight: 120,
        }),
        leaf('wheels', 'Колёса и игрушки', 'Wheels & toys', {
          family: 'toys',
          shape: 'wheel',
          type: ['Колесо беговое', 'Exercise wheel'],
          variants: [
            ['бесшумное', 'silent'],
            ['пластиковое', 'plastic'],
            ['металлическое', 'metal'],
            ['с подставкой', 'with a stand'],
          ],
          unit: 'cm',
          sizes: [14, 18, 22, 28],
          price: [190, 1900],
          unitWeight: 15,
          colored: true,
        }),
      ],
    },
  ],
}

export const BIRDS: RootDef = {
  slug: 'birds',
  animal: 'birds',
  title: ['Птицы', 'Birds'],
  description: [
    'Зерновые смеси, лакомства, клетки и игрушки для попугаев, канареек и других птиц.',
    'Seed mixes, treats, cages and toys for parrots, canaries and other birds.',
  ],
  mids: [
    {
      slug: 'food',
      title: ['Корм', 'Food'],
      leaves: [
        leaf(
          'parrots',
          'Корм для попугаев',
          'Parrot food',
          {
            family: 'food',
            shape: 'box',
            type: ['Корм', 'Food'],
            variants: [
              ['основной рацион', 'daily diet'],
              ['для линьки', 'moulting formula'],
              ['с фруктами', 'with fruit'],
              ['с мёдом', 'with honey'],
              ['для периода гнездования', 'breeding formula'],
            ],
            unit: 'g',
            sizes: [400, 500, 800, 1000, 3000],
            price: [70, 1400],
            audiences: ['for budgerigars', 'for medium parrots', 'for large parrots'],
            packing: [
              ['Коробка', 'Box', 'box'],
              ['Пакет', 'Bag', 'bag'],
            ],
            composition: [
              'просо, овёс, канареечное семя, семена подсолнечника, витамины',
              'millet, oats, canary seed, sunflower seeds, vitamins',
            ],
          },
          2,
        ),
        leaf('canaries', 'Корм для канареек', 'Canary food', {
          family: 'food',
          shape: 'box',
          type: ['Корм', 'Food'],
          variants: [
            ['основной рацион', 'daily diet'],
            ['для пения', 'song formula'],
            ['яичный', 'egg food'],
            ['с водорослями', 'with algae'],
          ],
          unit: 'g',
          sizes: [400, 500, 1000],
          price: [70, 890],
          audiences: ['for canaries'],
          packing: [['Коробка', 'Box', 'box']],
          composition: [
            'канареечное семя, рапс, лён, овёс, минералы',
            'canary seed, rapeseed, linseed, oats, minerals',
          ],
        }),
        leaf('treats', 'Лакомства', 'Treats', {
          family: 'treats',
          shape: 'box',
          type: ['Лакомство', 'Treat'],
          variants: [
            ['палочки с мёдом', 'honey sticks'],
            ['колосья проса', 'millet sprays'],
            ['крекер с яйцом', 'egg crackers'],
            ['фруктовое кольцо', 'fruit ring'],
          ],
          unit: 'g',
          sizes: [40, 90, 150],
          price: [55, 380],
          composition: ['просо, мёд, яичный порошок, сухофрукты', 'millet, honey, egg powder, dried fruit'],
        }),
      ],
    },
    {
      slug: 'gear',
      title: ['Клетки и аксессуары', 'Cages & accessories'],
      leaves: [
        leaf('cages', 'Клетки', 'Cages', { ...CAGE, sizes: [30, 40, 50, 60, 80] }),
        leaf('toys', 'Игрушки', 'Toys', {
          family: 'toys',
          shape: 'bird-toy',
          type: ['Игрушка', 'Toy'],
          variants: [
            ['качели', 'swing'],
            ['зеркальце с колокольчиком', 'mirror with a bell'],
            ['лесенка', 'ladder'],
            ['жёрдочка', 'perch'],
            ['погремушка', 'rattle'],
          ],
          unit: 'cm',
          sizes: [10, 15, 20, 30],
          price: [60, 690],
          unitWeight: 4,
          colored: true,
        }),
        leaf('feeders', 'Кормушки и поилки', 'Feeders & drinkers', {
          family: 'home',
          shape: 'feeder',
          type: ['Кормушка', 'Feeder'],
          variants: [
            ['навесная', 'hanging'],
            ['с поилкой', 'with a drinker'],
            ['автоматическая', 'automatic'],
          ],
          unit: 'ml',
          sizes: [100, 200, 350],
          price: [60, 590],
          unitWeight: 0.3,
          colored: true,
        }),
      ],
    },
  ],
}
