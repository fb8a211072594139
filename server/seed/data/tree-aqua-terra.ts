// The fish (aquaristics) and reptiles (terraristics) branches of the catalogue.
import { leaf } from './specs-shared'
import type { Pair, ProductSpec, RootDef } from './types'

const FISH_VARIANTS: Pair[] = [
  ['основной', 'staple'],
  ['для усиления окраса', 'colour enhancing'],
  ['со спирулиной', 'with spirulina'],
  ['растительный', 'vegetable'],
  ['с креветкой', 'with shrimp'],
]

const fishFood = (type: Pair): ProductSpec => ({
  family: 'food',
  shape: 'jar',
  type,
  variants: FISH_VARIANTS,
  unit: 'ml',
  sizes: [100, 250, 500, 1000],
  price: [90, 1100],
  unitWeight: 0.2,
  packing: [
    ['Банка', 'Jar', 'jar'],
    ['Пакет-саше', 'Sachet', 'pouch'],
  ],
  composition: [
    'рыбная мука, пшеничная мука, дрожжи, водоросли, креветка, витамины',
    'fish meal, wheat flour, yeast, algae, shrimp, vitamins',
  ],
})

const device = (
  shape: ProductSpec['shape'],
  type: Pair,
  variants: Pair[],
  unit: ProductSpec['unit'],
  sizes: number[],
  price: [number, number],
  unitWeight: number,
): ProductSpec => ({
  family: 'aqua-gear',
  shape,
  type,
  variants,
  unit,
  sizes,
  price,
  unitWeight,
})

export const FISH: RootDef = {
  slug: 'fish',
  animal: 'fish',
  title: ['Рыбы', 'Fish'],
  description: [
    'Корма для рыб, аквариумы, оборудование, декор и химия для воды.',
    'Fish food, aquariums, equipment, decor and water care.',
  ],
  mids: [
    {
      slug: 'food',
      title: ['Корм', 'Food'],
      leaves: [
        leaf('flakes', 'Хлопья', 'Flakes', fishFood(['Корм-хлопья', 'Flake food']), 2),
        leaf('granules', 'Гранулы', 'Granules', fishFood(['Корм-гранулы', 'Granule food'])),
        leaf('tablets', 'Таблетки', 'Tablets', fishFood(['Корм-таблетки', 'Tablet food'])),
      ],
    },
    {
      slug: 'equipment',
      title: ['Оборудование', 'Equipment'],
      leaves: [
        leaf(
          'filters',
          'Фильтры',
          'Filters',
          device(
            'filter',
            ['Фильтр внутренний', 'Internal filter'],
            [
              ['с губкой', 'with a sponge'],
              ['с регулятором потока', 'adjustable flow'],
              ['угловой', 'corner'],
              ['навесной', 'hang-on'],
            ],
            'lmax',
            [40, 80, 120, 200, 300],
            [490, 8900],
            2.5,
          ),
        ),
        leaf(
          'heaters',
          'Нагреватели',
          'Heaters',
          device(
            'heater',
            ['Нагреватель', 'Heater'],
            [
              ['с терморегулятором', 'with a thermostat'],
              ['стеклянный', 'glass'],
              ['в пластиковом корпусе', 'shatterproof'],
              ['титановый', 'titanium'],
            ],
            'W',
            [25, 50, 100, 200, 300],
            [590, 6900],
            1.5,
          ),
        ),
        leaf(
          'lighting',
          'Освещение',
          'Lighting',
          device(
            'light',
            ['Светильник светодиодный', 'LED light'],
            [
              ['для пресноводных', 'freshwater'],
              ['для растений', 'plant growth'],
              ['морской', 'marine'],
              ['с таймером', 'with a timer'],
            ],
            'W',
            [6, 10, 18, 30, 45],
            [890, 12900],
            30,
          ),
        ),
        leaf(
          'pumps',
          'Компрессоры',
          'Air pumps',
          device(
            'pump',
            ['Компрессор', 'Air pump'],
            [
              ['одноканальный', 'single outlet'],
              ['двухканальный', 'double outlet'],
              ['бесшумный', 'silent'],
              ['на батарейках', 'battery powered'],
            ],
            'lmax',
            [50, 100, 200, 400],
            [390, 4900],
            2,
          ),
        ),
      ],
    },
    {
      slug: 'aquariums',
      title: ['Аквариумы и декор', 'Aquariums & decor'],
      leaves: [
        leaf('tanks', 'Аквариумы', 'Aquariums', {
          family: 'aqua-gear',
          shape: 'aquarium',
          type: ['Аквариум', 'Aquarium'],
          variants: [
            ['прямоугольный', 'rectangular'],
            ['панорамный', 'panoramic'],
            ['с крышкой и светом', 'with a lid and light'],
            ['нано', 'nano'],
          ],
          unit: 'l',
          sizes: [10, 20, 40, 60, 100, 150],
          price: [1200, 14900],
          unitWeight: 280,
          composition: ['силикатное стекло, силиконовый герметик', 'float glass, silicone sealant'],
        }),
        leaf('decor', 'Декорации', 'Decorations', {
          family: 'aqua-gear',
          shape: 'decor',
          type: ['Декорация', 'Ornament'],
          variants: [
            ['коряга', 'driftwood'],
            ['грот', 'grotto'],
            ['затонувший корабль', 'shipwreck'],
            ['камень', 'rock'],
            ['растение искусственное', 'artificial plant'],
          ],
          unit: 'cm',
          sizes: [8, 12, 18, 25],
          price: [150, 2900],
          unitWeight: 25,
          colored: true,
          composition: ['полирезина, нетоксичные краски', 'polyresin, non-toxic paints'],
        }),
        leaf('soil', 'Грунты', 'Substrates', {
          family: 'aqua-gear',
          shape: 'bag',
          type: ['Грунт', 'Substrate'],
          variants: [
            ['кварцевый', 'quartz'],
            ['питательный', 'nutrient'],
            ['цветной', 'coloured'],
            ['галька', 'pebbles'],
            ['песок', 'sand'],
          ],
          unit: 'g',
          sizes: [1000, 3000, 5000, 10000],
          price: [150, 2400],
          composition: ['природный кварц, глина', 'natural quartz, clay'],
        }),
      ],
    },
    {
      slug: 'water',
      title: ['Химия для воды', 'Water care'],
      leaves: [
        leaf('conditioners', 'Кондиционеры', 'Conditioners', {
          family: 'aqua-care',
          shape: 'bottle',
          type: ['Кондиционер для воды', 'Water conditioner'],
          variants: [
            ['антихлор', 'dechlorinator'],
            ['с витаминами', 'with vitamins'],
            ['бактерии для запуска', 'starter bacteria'],
            ['против водорослей', 'anti-algae'],
            ['удобрение для растений', 'plant fertiliser'],
          ],
          unit: 'ml',
          sizes: [50, 100, 250, 500, 1000],
          price: [120, 2400],
        }),
        leaf('tests', 'Тесты', 'Water tests', {
          family: 'aqua-care',
          shape: 'box',
          type: ['Тест для воды', 'Water test'],
          variants: [
            ['pH', 'pH'],
            ['NO2/NO3', 'NO2/NO3'],
            ['KH/GH', 'KH/GH'],
            ['NH3/NH4', 'NH3/NH4'],
            ['6 в 1', '6 in 1'],
          ],
          unit: 'pcs',
          sizes: [25, 50, 100],
          price: [290, 2900],
          unitWeight: 2,
          composition: ['тест-полоски, цветовая шкала', 'test strips, colour chart'],
        }),
      ],
    },
  ],
}

export const REPTILES: RootDef = {
  slug: 'reptiles',
  animal: 'reptiles',
  title: ['Рептилии', 'Reptiles'],
  description: [
    'Корма, террариумы, лампы и субстраты для черепах, ящериц и змей.',
    'Food, terrariums, lamps and substrates for turtles, lizards and snakes.',
  ],
  mids: [
    {
      slug: 'food',
      title: ['Корм', 'Food'],
      leaves: [
        leaf('turtles', 'Корм для черепах', 'Turtle food', {
          ...fishFood(['Корм', 'Food']),
          audiences: ['for water turtles', 'for tortoises'],
          variants: [
            ['палочки', 'sticks'],
            ['гаммарус', 'gammarus'],
            ['растительные гранулы', 'vegetable pellets'],
            ['с кальцием', 'with calcium'],
          ],
        }),
        leaf('lizards', 'Корм для ящериц', 'Lizard food', {
          ...fishFood(['Корм', 'Food']),
          audiences: ['for lizards'],
          variants: [
            ['сушёные сверчки', 'dried crickets'],
            ['мучной червь', 'mealworms'],
            ['фруктовый гель', 'fruit jelly'],
            ['растительные гранулы', 'vegetable pellets'],
          ],
          price: [150, 1300],
        }),
      ],
    },
    {
      slug: 'terrariums',
      title: ['Террариумы и оборудование', 'Terrariums & equipment'],
      leaves: [
        leaf('tanks', 'Террариумы', 'Terrariums', {
          family: 'terra-gear',
          shape: 'terrarium',
          type: ['Террариум', 'Terrarium'],
          variants: [
            ['стеклянный с дверцами', 'glass with doors'],
            ['вертикальный', 'vertical'],
            ['горизонтальный', 'horizontal'],
            ['акватеррариум', 'aquaterrarium'],
          ],
          unit: 'cm',
          sizes: [30, 45, 60, 90],
          price: [2900, 14900],
          unitWeight: 250,
        }),
        leaf('lamps', 'Лампы', 'Lamps', {
          family: 'terra-gear',
          shape: 'bulb',
          type: ['Лампа', 'Lamp'],
          variants: [
            ['ультрафиолетовая UVB 10.0', 'UVB 10.0'],
            ['ультрафиолетовая UVB 5.0', 'UVB 5.0'],
            ['греющая', 'heat'],
            ['ночная', 'night'],
            ['металлогалогенная', 'metal halide'],
          ],
          unit: 'W',
          sizes: [25, 50, 75, 100, 160],
          price: [350, 5900],
          unitWeight: 1.5,
          composition: ['кварцевое стекло, цоколь E27', 'quartz glass, E27 base'],
        }),
        leaf('substrates', 'Субстраты', 'Substrates', {
          family: 'terra-gear',
          shape: 'bag',
          type: ['Субстрат', 'Substrate'],
          variants: [
            ['кокосовый', 'coconut'],
            ['кора сосны', 'pine bark'],
            ['песок пустынный', 'desert sand'],
            ['мох сфагнум', 'sphagnum moss'],
          ],
          unit: 'l',
          sizes: [4, 8, 20],
          price: [190, 1500],
          unitWeight: 250,
          composition: ['натуральное сырьё без примесей', 'pure natural material'],
        }),
      ],
    },
  ],
}
