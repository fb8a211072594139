// Pictures of a product: its own files for the first products, then a shared pool (by brand, shape, pet and
// colour) so that 100,000 products do not mean 300,000 files.
import { SPIN_FRAMES, productImage, spinFrame } from '../art/product-art'
import type { MediaWriter } from '../media'
import { pad } from '../text'
import type { BuiltProduct } from './product-factory'

export const UNIQUE_IMAGES = 2000

export type ProductMedia = { image: string; gallery: string[]; spin: string[] }

export function productMedia(media: MediaWriter, built: BuiltProduct, index: number): ProductMedia {
  const unique = index < UNIQUE_IMAGES
  const art = built.art
  const base = unique ? `products/${built.row.slug}` : `products/pool/${built.poolKey}`
  const gallery = Array.from({ length: built.gallery }, (_, view) =>
    media.write(`${base}-${view + 1}.svg`, () => productImage(art, view)),
  )
  // Spinner frames are 24 files each: the shared ones depend on brand and shape only.
  const spinDir = unique ? `products/spin/${built.row.slug}` : `products/pool/spin/${built.spinKey}`
  const spin = built.spin
    ? Array.from({ length: SPIN_FRAMES }, (_, frame) =>
        media.write(`${spinDir}/${pad(frame + 1, 2)}.svg`, () =>
          spinFrame(unique ? art : { ...art, accent: '#ffffff' }, frame),
        ),
      )
    : []
  return { image: gallery[0] ?? media.write(`${base}-1.svg`, () => productImage(art, 0)), gallery, spin }
}
