// Pictures for content: hero slides, publication covers, portraits, feature icons, category and about images.
import { petGlyph, type Pet } from './silhouettes'
import { round, shade, svgDoc, text } from './svg'

/** Soft circles in the corner, placed by a seed number so each picture differs. */
function bubbles(width: number, height: number, color: string, seed: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const k = (seed * 7 + i * 13) % 17
    const r = height * (0.12 + (k % 5) * 0.05)
    return (
      `<circle cx="${round(width * (0.55 + ((k * 3) % 10) / 22))}" cy="${round(height * (((k * 5) % 10) / 10))}" ` +
      `r="${round(r)}" fill="${shade(color, 0.25 + (i % 3) * 0.15)}" opacity=".45"/>`
    )
  }).join('')
}

export function slideImage(width: number, height: number, color: string, pets: Pet[], seed: number): string {
  const glyphs = pets
    .map((pet, i) =>
      petGlyph(
        pet,
        width * (0.62 + i * 0.16),
        height * (0.58 - (i % 2) * 0.12),
        height * (0.5 - i * 0.08),
        '#ffffff',
        color,
      ),
    )
    .join('')
  return svgDoc(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${color}"/>` +
      `<stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>${bubbles(width, height, color, seed)}${glyphs}`,
  )
}

export function coverImage(
  width: number,
  height: number,
  color: string,
  pet: Pet,
  seed: number,
  caption: string,
): string {
  return svgDoc(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${shade(color, 0.75)}"/>${bubbles(width, height, color, seed)}` +
      `<rect x="${width * 0.08}" y="${height * 0.18}" width="${height * 0.64}" height="${height * 0.64}" ` +
      `rx="${height * 0.12}" fill="${color}"/>` +
      petGlyph(pet, width * 0.08 + height * 0.32, height * 0.5, height * 0.44, '#ffffff', color) +
      text(width * 0.08 + height * 0.76, height * 0.56, height * 0.1, shade(color, -0.45), caption, 800, 'start'),
  )
}

/**
 * A portrait placeholder: a head-and-shoulders shape, without initials
 * (they would read differently in each language).
 */
export function portrait(color: string): string {
  return svgDoc(
    400,
    400,
    `<rect width="400" height="400" fill="${shade(color, 0.7)}"/><circle cx="200" cy="160" r="78" fill="${color}"/>` +
      `<path d="M60 400 Q60 262 200 262 Q340 262 340 400 Z" fill="${color}"/>`,
  )
}

const ICONS: Record<string, string> = {
  truck:
    '<rect x="8" y="26" width="46" height="32" rx="4"/><path d="M54 36 H72 L86 50 V58 H54 Z"/>' +
    '<circle cx="26" cy="64" r="9"/><circle cx="72" cy="64" r="9"/>',
  box:
    '<path d="M50 10 L88 28 V72 L50 90 L12 72 V28 Z"/>' +
    '<path d="M12 28 L50 46 L88 28 M50 46 V90" stroke="#ffffff" stroke-width="4" fill="none"/>',
  percent:
    '<circle cx="28" cy="28" r="14"/><circle cx="72" cy="72" r="14"/>' +
    '<path d="M78 14 L22 86" stroke-width="10" stroke="currentColor"/>',
  headset:
    '<path d="M18 56 V46 A32 32 0 0 1 82 46 V56" stroke-width="9" stroke="currentColor" fill="none"/>' +
    '<rect x="12" y="50" width="18" height="30" rx="6"/><rect x="70" y="50" width="18" height="30" rx="6"/>',
  shield:
    '<path d="M50 8 L86 22 V48 Q86 76 50 92 Q14 76 14 48 V22 Z"/>' +
    '<path d="M34 50 L46 62 L68 38" stroke="#ffffff" stroke-width="8" fill="none"/>',
  star: '<path d="M50 8 L62 36 L92 38 L68 58 L76 88 L50 72 L24 88 L32 58 L8 38 L38 36 Z"/>',
}

export const ICON_NAMES = Object.keys(ICONS)

export function featureIcon(name: string, color: string): string {
  return svgDoc(
    96,
    96,
    `<g fill="${color}" color="${color}" transform="translate(-2 -2)">${ICONS[name] ?? ICONS.star}</g>`,
  )
}

export function categoryImage(pet: Pet, color: string, depth: number, seed: number): string {
  const bg = shade(color, 0.8 - depth * 0.1)
  return svgDoc(
    300,
    300,
    `<rect width="300" height="300" rx="36" fill="${bg}"/>${bubbles(300, 300, color, seed)}` +
      `<circle cx="150" cy="150" r="${96 - depth * 8}" fill="${color}"/>` +
      petGlyph(pet, 150, 150, 130 - depth * 12, '#ffffff', color),
  )
}

export function aboutImage(color: string): string {
  const shelves = Array.from(
    { length: 4 },
    (_, row) =>
      Array.from({ length: 7 }, (_, col) => {
        const fill = shade(color, ((row * 7 + col) % 5) * 0.15 - 0.2)
        return (
          `<rect x="${120 + col * 140}" y="${150 + row * 150}" width="100" height="${110 - ((row + col) % 3) * 18}" ` +
          `rx="8" fill="${fill}" transform="translate(0 ${((row + col) % 3) * 18})"/>`
        )
      }).join('') + `<rect x="100" y="${262 + row * 150}" width="1000" height="12" fill="#9aa5b1"/>`,
  ).join('')
  return svgDoc(1200, 800, `<rect width="1200" height="800" fill="${shade(color, 0.85)}"/>${shelves}`, 'Warehouse')
}

export function factBackground(color: string, seed: number): string {
  return svgDoc(
    400,
    300,
    `<rect width="400" height="300" fill="${shade(color, 0.82)}"/>${bubbles(400, 300, color, seed)}`,
  )
}
