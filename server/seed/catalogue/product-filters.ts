// Which custom filter options a product carries: pet age, pet size, special diet and material.
import type { Audience, FilterKey, Shape } from '../data/types'
import type { Rng } from '../random'
import { l, type L } from '../text'
import type { LeafRef } from './categories'

const MATERIALS: Record<string, L> = {
  'mat-rubber': l('натуральная резина', 'natural rubber'),
  'mat-textile': l('текстиль', 'textile'),
  'mat-nylon': l('нейлон', 'nylon'),
  'mat-leather': l('натуральная кожа', 'genuine leather'),
  'mat-plastic': l('пластик', 'plastic'),
  'mat-metal': l('металл', 'metal'),
  'mat-wood': l('дерево', 'wood'),
}

const BY_SHAPE: Partial<Record<Shape, string[]>> = {
  ball: ['mat-rubber', 'mat-textile'],
  bone: ['mat-rubber', 'mat-nylon'],
  plush: ['mat-textile'],
  rope: ['mat-textile'],
  collar: ['mat-nylon', 'mat-leather'],
  leash: ['mat-nylon', 'mat-leather', 'mat-textile'],
  harness: ['mat-nylon', 'mat-textile'],
  wheel: ['mat-plastic', 'mat-metal'],
  'bird-toy': ['mat-wood', 'mat-plastic'],
  wand: ['mat-textile', 'mat-plastic'],
  bowl: ['mat-metal', 'mat-plastic'],
  tray: ['mat-plastic'],
  feeder: ['mat-plastic'],
  cushion: ['mat-textile'],
  coat: ['mat-textile', 'mat-nylon'],
  cage: ['mat-metal', 'mat-plastic'],
  carrier: ['mat-plastic', 'mat-textile'],
  house: ['mat-wood', 'mat-plastic', 'mat-textile'],
  post: ['mat-wood', 'mat-textile'],
  brush: ['mat-plastic', 'mat-metal', 'mat-wood'],
  filter: ['mat-plastic'],
  pump: ['mat-plastic'],
  heater: ['mat-plastic'],
  light: ['mat-plastic', 'mat-metal'],
  decor: ['mat-plastic'],
  bulb: ['mat-metal'],
}

const SIZES = ['size-mini', 'size-small', 'size-medium', 'size-large', 'size-giant']
const DIETS = ['diet-grain-free', 'diet-hypoallergenic', 'diet-sterilised', 'diet-sensitive', 'diet-weight']

export function filterOptionsFor(
  rng: Rng,
  leaf: LeafRef,
  audience: Audience,
  shape: Shape,
  options: Map<FilterKey, Map<string, number>>,
): { ids: number[]; material: L | null } {
  const wanted = new Set(leaf.family.filters)
  const animal = leaf.root.animal
  const values: [FilterKey, string][] = []
  let material: L | null = null
  if (wanted.has('age') && (animal === 'dogs' || animal === 'cats' || animal === 'vet'))
    values.push(['age', `age-${audience.age}`])
  if (wanted.has('size') && audience.pet === 'dog') {
    const first = rng.int(0, SIZES.length - 2)
    const count = rng.int(1, 2)
    for (const value of SIZES.slice(first, first + count)) values.push(['size', value])
  }
  if (wanted.has('diet') && rng.chance(0.4)) values.push(['diet', rng.pick(DIETS)])
  const materials = BY_SHAPE[shape]
  if (wanted.has('material') && materials) {
    const value = rng.pick(materials)
    values.push(['material', value])
    material = MATERIALS[value] ?? null
  }
  const ids = values.map(([key, value]) => options.get(key)?.get(value)).filter((id): id is number => id !== undefined)
  return { ids, material }
}
