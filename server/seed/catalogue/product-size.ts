// Outer dimensions of a product, from what it holds: litres for tanks, litter and bottles, net mass for food,
// the length for goods sold by size, and the weight for the rest, in the proportions of its kind of object.
import type { ProductSpec, Shape } from '../data/types'
import type { Rng } from '../random'
import { l, type L } from '../text'

/** Width : depth : height of each kind, and how many grams fill a cubic centimetre of it. */
const FORM: Record<Shape, { sides: readonly [number, number, number]; density: number }> = {
  bag: { sides: [1, 0.3, 1.6], density: 0.5 },
  pouch: { sides: [1, 0.18, 1.4], density: 0.9 },
  box: { sides: [1, 0.45, 1.3], density: 0.45 },
  can: { sides: [1, 1, 0.7], density: 1 },
  jar: { sides: [1, 1, 1.3], density: 0.5 },
  bottle: { sides: [1, 0.55, 2.6], density: 0.9 },
  ball: { sides: [1, 1, 1], density: 0.3 },
  bone: { sides: [1, 0.35, 0.25], density: 0.6 },
  plush: { sides: [1, 0.6, 0.8], density: 0.1 },
  rope: { sides: [1, 0.25, 0.12], density: 0.4 },
  collar: { sides: [1, 0.06, 0.02], density: 0.5 },
  leash: { sides: [1, 0.6, 0.3], density: 0.3 },
  harness: { sides: [1, 0.7, 0.08], density: 0.3 },
  wand: { sides: [1, 0.08, 0.05], density: 0.2 },
  bowl: { sides: [1, 1, 0.4], density: 0.3 },
  tray: { sides: [1, 0.7, 0.35], density: 0.05 },
  feeder: { sides: [1, 0.6, 1.2], density: 0.2 },
  cushion: { sides: [1, 0.75, 0.22], density: 0.05 },
  coat: { sides: [1, 0.7, 0.06], density: 0.2 },
  cage: { sides: [1, 0.6, 0.8], density: 0.02 },
  carrier: { sides: [1, 0.62, 0.62], density: 0.03 },
  house: { sides: [1, 0.8, 0.8], density: 0.1 },
  wheel: { sides: [1, 0.45, 1.1], density: 0.1 },
  'bird-toy': { sides: [0.6, 0.3, 1], density: 0.1 },
  post: { sides: [0.45, 0.45, 1], density: 0.1 },
  filter: { sides: [0.4, 0.4, 1], density: 0.3 },
  heater: { sides: [0.12, 0.12, 1], density: 0.4 },
  light: { sides: [1, 0.15, 0.05], density: 0.3 },
  pump: { sides: [1, 0.6, 0.5], density: 0.4 },
  aquarium: { sides: [1, 0.5, 0.6], density: 0.3 },
  decor: { sides: [1, 0.7, 0.8], density: 0.6 },
  terrarium: { sides: [1, 0.6, 0.7], density: 0.05 },
  bulb: { sides: [0.6, 0.6, 1], density: 0.3 },
  brush: { sides: [0.6, 0.25, 1], density: 0.3 },
}

/**
 * A tank is a little bigger than the water it holds (glass, the gap under the lid);
 * a bag or bottle than its content.
 */
const HEADROOM = 1.12

/** The smallest pack there is: a blister of a few tablets, a sachet. */
const MIN_VOLUME = 120

function volume(spec: ProductSpec, shape: Shape, size: number, weight: number): number {
  if (spec.unit === 'l') return size * 1000 * HEADROOM
  if (spec.unit === 'ml') return Math.max(MIN_VOLUME, size * HEADROOM)
  return Math.max(MIN_VOLUME, weight / FORM[shape].density)
}

/**
 * 'W × D × H' in whole centimetres (for goods sold by length, that length is the longest side) and the volume of
 * that box in cubic centimetres.
 */
export function productSize(
  rng: Rng,
  spec: ProductSpec,
  shape: Shape,
  size: number,
  weight: number,
): { text: L; volume: number } {
  const [a, b, c] = FORM[shape].sides
  const jitter = 1 + rng.float() * 0.04
  const unit =
    spec.unit === 'cm' ? size / Math.max(a, b, c) : Math.cbrt(volume(spec, shape, size, weight) / (a * b * c)) * jitter
  const sides = [a, b, c].map((side) => Math.max(1, Math.round(side * unit)))
  const text = sides.join(' × ')
  return { text: l(`${text} см`, `${text} cm`), volume: sides.reduce((product, side) => product * side, 1) }
}
