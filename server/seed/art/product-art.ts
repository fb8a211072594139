// Product pictures: packaged goods or objects, a gallery view or one frame of the 360° spinner.
import type { Shape } from '../data/types'
import { objectView, turnedObject } from './objects'
import { isPackage, packageView, turnedPackage } from './packages'
import type { Pet } from './silhouettes'
import { initialOf, svgDoc } from './svg'

/** No words on the picture but the brand's Latin initial: the same file serves the Russian and English pages. */
export type ProductArt = { shape: Shape; brand: string; color: string; accent: string; pet: Pet }

export const SPIN_FRAMES = 24

const canvas = (art: ProductArt, body: string) =>
  svgDoc(600, 600, `<rect width="600" height="600" fill="#ffffff"/>${body}`, art.brand, art.shape)

export function productImage(art: ProductArt, view: number): string {
  const initial = initialOf(art.brand)
  const shape = art.shape
  return canvas(
    art,
    isPackage(shape) ? packageView({ ...art, shape, initial }, view) : objectView({ ...art, shape, initial }, view),
  )
}

/** Frame `frame` of SPIN_FRAMES: a full turn in equal steps. */
export function spinFrame(art: ProductArt, frame: number): string {
  const angle = (360 / SPIN_FRAMES) * frame
  const initial = initialOf(art.brand)
  const shape = art.shape
  return canvas(
    art,
    isPackage(shape)
      ? turnedPackage({ ...art, shape, initial }, angle)
      : turnedObject({ ...art, shape, initial }, angle),
  )
}
