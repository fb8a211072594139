// The vet pharmacy branch of the catalogue.
import { leaf } from './specs-shared'
import type { Pair, ProductSpec, RootDef } from './types'

const LINES: Pair[] = [
  ['Комплекс', 'Complex'],
  ['Био', 'Bio'],
  ['Плюс', 'Plus'],
  ['Ультра', 'Ultra'],
]

const pharma = (
  type: Pair,
  shape: ProductSpec['shape'],
  unit: ProductSpec['unit'],
  sizes: number[],
  price: [number, number],
  composition: Pair,
  variants: Pair[] = LINES,
): ProductSpec => ({
  family: 'pharma',
  shape,
  type,
  variants,
  unit,
  sizes,
  price,
  composition,
  unitWeight: unit === 'pcs' ? 3 : unit === 'cm' ? 0.8 : undefined,
})

const supplement = (
  type: Pair,
  shape: ProductSpec['shape'],
  unit: ProductSpec['unit'],
  sizes: number[],
  price: [number, number],
  variants: Pair[],
): ProductSpec => ({
  family: 'supplements',
  shape,
  type,
  variants,
  unit,
  sizes,
  price,
  unitWeight: unit === 'pcs' ? 1.5 : undefined,
})

export const VET: RootDef = {
  slug: 'vet',
  animal: 'vet',
  title: ['Ветаптека', 'Vet pharmacy'],
  description: [
    'Средства от паразитов, витамины, кормовые добавки и средства лечебного ухода.',
    'Parasite control, vitamins, supplements and medical care.',
  ],
  mids: [
    {
      slug: 'parasites',
      title: ['Антипаразитарные', 'Parasite control'],
      leaves: [
        leaf(
          'drops',
          'Капли',
          'Spot-on drops',
          pharma(
            ['Капли от блох и клещей', 'Flea & tick spot-on'],
            'box',
            'pcs',
            [1, 3, 4],
            [190, 2400],
            ['фипронил 10%, (S)-метопрен 9%', 'fipronil 10%, (S)-methoprene 9%'],
          ),
          2,
        ),
        leaf(
          'collars',
          'Ошейники',
          'Collars',
          pharma(
            ['Ошейник от блох и клещей', 'Flea & tick collar'],
            'collar',
            'cm',
            [35, 45, 65, 70],
            [190, 2900],
            ['имидаклоприд 10%, флуметрин 4,5%', 'imidacloprid 10%, flumethrin 4.5%'],
            [
              ['Комплекс', 'Complex'],
              ['8 месяцев защиты', '8-month protection'],
              ['Био', 'Bio'],
              ['светоотражающий', 'reflective'],
            ],
          ),
        ),
        leaf(
          'tablets',
          'Таблетки',
          'Tablets',
          pharma(
            ['Таблетки антигельминтные', 'Dewormer tablets'],
            'box',
            'pcs',
            [2, 4, 6, 10],
            [150, 1500],
            ['празиквантел, пирантела памоат, фебантел', 'praziquantel, pyrantel pamoate, febantel'],
            [
              ['Плюс', 'Plus'],
              ['Форте', 'Forte'],
              ['со вкусом мяса', 'meat flavoured'],
              ['Юниор', 'Junior'],
            ],
          ),
        ),
        leaf(
          'sprays',
          'Спреи',
          'Sprays',
          pharma(
            ['Спрей от блох и клещей', 'Flea & tick spray'],
            'bottle',
            'ml',
            [100, 200, 250],
            [250, 1900],
            ['фипронил 0,25%, вспомогательные вещества', 'fipronil 0.25%, excipients'],
          ),
        ),
      ],
    },
    {
      slug: 'supplements',
      title: ['Витамины и добавки', 'Vitamins & supplements'],
      leaves: [
        leaf(
          'vitamins',
          'Витамины',
          'Vitamins',
          supplement(
            ['Витамины', 'Vitamins'],
            'jar',
            'pcs',
            [60, 100, 120, 200],
            [150, 1900],
            [
              ['мультивитамины', 'multivitamin'],
              ['для шерсти', 'coat formula'],
              ['с кальцием', 'with calcium'],
              ['для иммунитета', 'immune support'],
              ['с пивными дрожжами', "with brewer's yeast"],
            ],
          ),
          2,
        ),
        leaf(
          'joints',
          'Для суставов',
          'Joint care',
          supplement(
            ['Добавка для суставов', 'Joint supplement'],
            'jar',
            'pcs',
            [30, 60, 90],
            [490, 3900],
            [
              ['с глюкозамином', 'with glucosamine'],
              ['с хондроитином', 'with chondroitin'],
              ['с коллагеном', 'with collagen'],
              ['Форте', 'Forte'],
            ],
          ),
        ),
        leaf(
          'skin',
          'Для кожи и шерсти',
          'Skin & coat',
          supplement(
            ['Масло для кожи и шерсти', 'Skin & coat oil'],
            'bottle',
            'ml',
            [100, 250, 500],
            [290, 2400],
            [
              ['Омега-3', 'Omega-3'],
              ['лососевое', 'salmon oil'],
              ['с биотином', 'with biotin'],
              ['с цинком', 'with zinc'],
            ],
          ),
        ),
      ],
    },
    {
      slug: 'care',
      title: ['Лечебный уход', 'Medical care'],
      leaves: [
        leaf(
          'eyes-ears',
          'Уход за глазами и ушами',
          'Eye & ear care',
          pharma(
            ['Лосьон', 'Lotion'],
            'bottle',
            'ml',
            [30, 50, 100, 150],
            [150, 990],
            ['хлоргексидин 0,05%, экстракт ромашки', 'chlorhexidine 0.05%, chamomile extract'],
            [
              ['для глаз', 'eye'],
              ['для ушей', 'ear'],
              ['очищающий', 'cleansing'],
              ['с хлоргексидином', 'with chlorhexidine'],
            ],
          ),
        ),
        leaf(
          'wounds',
          'Ранозаживляющие',
          'Wound care',
          pharma(
            ['Спрей ранозаживляющий', 'Wound healing spray'],
            'bottle',
            'ml',
            [30, 50, 100],
            [190, 1200],
            ['пантенол, хлоргексидин, алюминиевая пудра', 'panthenol, chlorhexidine, aluminium powder'],
            [
              ['с алюминием', 'with aluminium'],
              ['антисептический', 'antiseptic'],
              ['с пантенолом', 'with panthenol'],
            ],
          ),
        ),
        leaf(
          'calming',
          'Успокоительные',
          'Calming',
          pharma(
            ['Средство успокоительное', 'Calming aid'],
            'bottle',
            'ml',
            [10, 20, 30, 50],
            [250, 2900],
            ['экстракты валерианы, мелиссы и пустырника', 'valerian, lemon balm and motherwort extracts'],
            [
              ['капли', 'drops'],
              ['феромонный диффузор', 'pheromone diffuser'],
              ['спрей', 'spray'],
              ['Форте', 'Forte'],
            ],
          ),
        ),
      ],
    },
  ],
}
