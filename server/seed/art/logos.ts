// Logos: the site logo, the no-image placeholder, brand logos and partner logos.
import { petGlyph } from './silhouettes'
import { contrastText, shade, svgDoc, text } from './svg'

const PAW = (x: number, y: number, size: number, fill: string) => {
  const s = size / 100
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="50" cy="66" rx="26" ry="22"/>` +
    '<ellipse cx="22" cy="38" rx="10" ry="13"/><ellipse cx="40" cy="20" rx="10" ry="13"/>' +
    '<ellipse cx="60" cy="20" rx="10" ry="13"/><ellipse cx="78" cy="38" rx="10" ry="13"/></g>'
  )
}

export const ACCENT = '#1b7a6e'

export function siteLogo(): string {
  return svgDoc(
    220,
    56,
    `<rect width="56" height="56" rx="14" fill="${ACCENT}"/>${PAW(8, 6, 40, '#ffffff')}` +
      text(68, 36, 26, '#1f2933', 'Vitrina', 800, 'start') +
      text(69, 51, 10, '#52606d', 'PET WHOLESALE', 600, 'start'),
    'Vitrina',
  )
}

export function noImage(): string {
  return svgDoc(
    600,
    600,
    '<rect width="600" height="600" fill="#f3f4f6"/>' +
      '<rect x="170" y="190" width="260" height="200" rx="18" fill="none" stroke="#cbd2d9" stroke-width="12"/>' +
      '<circle cx="240" cy="255" r="24" fill="#cbd2d9"/>' +
      '<path d="M185 375 L265 300 L315 345 L355 310 L415 375 Z" fill="#cbd2d9"/>' +
      PAW(255, 420, 90, '#e4e7eb'),
    'No image',
  )
}

/** A wordmark on white with the brand's colour and initial. */
export function brandLogo(title: string, color: string, initial: string): string {
  const size = Math.min(30, Math.floor(190 / (title.length * 0.6)))
  return svgDoc(
    320,
    160,
    '<rect width="320" height="160" rx="16" fill="#ffffff"/>' +
      `<circle cx="62" cy="80" r="40" fill="${color}"/>` +
      text(62, 94, 40, contrastText(color), initial, 800) +
      text(116, 90, size, shade(color, -0.25), title, 800, 'start') +
      `<rect x="116" y="104" width="${Math.min(180, title.length * size * 0.55)}" height="5" rx="2.5" ` +
      `fill="${color}" opacity=".5"/>`,
    title,
  )
}

/** Partners: a coloured badge with a pet glyph and the partner's name. */
export function partnerLogo(title: string, color: string, index: number): string {
  const pets = ['dog', 'cat', 'birds', 'fish', 'rodents', 'reptiles'] as const
  const pet = pets[index % pets.length] ?? 'dog'
  const words = title.split(' ')
  const first = words.slice(0, Math.ceil(words.length / 2)).join(' ')
  const second = words.slice(Math.ceil(words.length / 2)).join(' ')
  const size = Math.min(22, Math.floor(176 / (Math.max(first.length, second.length) * 0.6)))
  return svgDoc(
    320,
    160,
    `<rect width="320" height="160" rx="16" fill="${shade(color, 0.85)}"/>` +
      `<rect x="18" y="30" width="100" height="100" rx="24" fill="${color}"/>` +
      petGlyph(pet, 68, 80, 70, '#ffffff', color) +
      text(134, second ? 76 : 90, size, shade(color, -0.35), first, 800, 'start') +
      (second ? text(134, 76 + size * 1.3, size, shade(color, -0.35), second, 800, 'start') : ''),
    title,
  )
}
