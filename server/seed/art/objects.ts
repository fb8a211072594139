// Unpackaged goods (toys, collars, bowls, beds, cages, devices...) in the product colour with a brand tag.
import type { Shape } from '../data/types'
import { petGlyph, type Pet } from './silhouettes'
import { contrastText, shade, text } from './svg'

export type ObjectArt = { shape: Shape; brand: string; initial: string; color: string; accent: string; pet: Pet; caption: string }

/** Light colours (white, beige, yellow) get a thin outline so they stay visible on the white background. */
function object(shape: Shape, a: string, b: string): string {
  const drawing = draw(shape, a, b)
  return contrastText(a) === '#ffffff' ? drawing : `<g stroke="#9aa5b1" stroke-width="3">${drawing}</g>`
}

function draw(shape: Shape, a: string, b: string): string {
  const dark = shade(a, -0.3)
  const light = shade(a, 0.45)
  switch (shape) {
    case 'ball':
      return `<circle cx="300" cy="300" r="150" fill="${a}"/><path d="M170 230 Q300 320 430 230 M170 370 Q300 280 430 370" stroke="${light}" stroke-width="10" fill="none"/><circle cx="250" cy="240" r="28" fill="#ffffff" opacity=".35"/>`
    case 'bone':
      return `<rect x="190" y="265" width="220" height="70" fill="${a}"/>` + [[190, 262], [190, 338], [410, 262], [410, 338]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="46" fill="${a}"/>`).join('') +
        `<rect x="210" y="285" width="180" height="12" rx="6" fill="${light}" opacity=".6"/>`
    case 'plush':
      return `<circle cx="205" cy="185" r="48" fill="${a}"/><circle cx="395" cy="185" r="48" fill="${a}"/><circle cx="300" cy="310" r="145" fill="${a}"/>` +
        `<ellipse cx="300" cy="350" rx="62" ry="44" fill="${light}"/><circle cx="250" cy="280" r="13" fill="#1f2933"/><circle cx="350" cy="280" r="13" fill="#1f2933"/><ellipse cx="300" cy="335" rx="18" ry="12" fill="#1f2933"/>`
    case 'ring':
      return `<circle cx="300" cy="310" r="140" stroke="${dark}" stroke-width="52" fill="none"/><circle cx="300" cy="310" r="140" stroke="${a}" stroke-width="46" fill="none"/><circle cx="300" cy="310" r="140" stroke="${light}" stroke-width="6" fill="none" stroke-dasharray="14 18"/>` +
        `<rect x="262" y="140" width="76" height="56" rx="10" fill="#b0b7c0" stroke="#7b8794" stroke-width="6"/>`
    case 'wand':
      return `<path d="M160 490 L410 190" stroke="#9c7a54" stroke-width="14" stroke-linecap="round"/>` +
        [[-30, a], [10, light], [50, dark]].map(([deg, fill]) => `<ellipse cx="430" cy="150" rx="26" ry="80" fill="${fill}" transform="rotate(${deg} 420 190)"/>`).join('')
    case 'bowl':
      return `<path d="M165 300 L435 300 L395 450 L205 450 Z" fill="${a}"/><ellipse cx="300" cy="300" rx="135" ry="32" fill="${dark}"/><ellipse cx="300" cy="300" rx="112" ry="20" fill="${light}"/>`
    case 'cushion':
      return `<rect x="110" y="220" width="380" height="230" rx="90" fill="${a}"/><rect x="165" y="265" width="270" height="140" rx="60" fill="${light}"/>`
    case 'coat':
      return `<path d="M170 240 Q300 170 430 240 L450 390 Q300 440 150 390 Z" fill="${a}"/><path d="M160 330 Q300 380 440 330" stroke="#e6e9ed" stroke-width="12" fill="none"/><rect x="150" y="228" width="60" height="40" rx="12" fill="${dark}"/>`
    case 'cage':
      return `<path d="M160 240 Q300 120 440 240" stroke="${dark}" stroke-width="8" fill="none"/>` +
        Array.from({ length: 11 }, (_, i) => `<line x1="${160 + i * 28}" y1="240" x2="${160 + i * 28}" y2="450" stroke="${dark}" stroke-width="5"/>`).join('') +
        `<rect x="150" y="440" width="300" height="40" rx="8" fill="${a}"/><rect x="160" y="236" width="280" height="8" fill="${dark}"/>`
    case 'house':
      return `<path d="M170 290 L300 170 L430 290 L430 470 L170 470 Z" fill="${a}"/><path d="M150 300 L300 160 L450 300" stroke="${dark}" stroke-width="18" fill="none" stroke-linejoin="round"/>` +
        `<path d="M255 470 V400 A45 45 0 0 1 345 400 V470 Z" fill="${dark}"/>`
    case 'post':
      return `<rect x="170" y="450" width="260" height="34" rx="8" fill="${a}"/><rect x="268" y="200" width="64" height="250" fill="#d9b98a"/>` +
        Array.from({ length: 10 }, (_, i) => `<line x1="268" y1="${212 + i * 24}" x2="332" y2="${220 + i * 24}" stroke="#b08a5a" stroke-width="4"/>`).join('') +
        `<rect x="200" y="172" width="200" height="34" rx="8" fill="${a}"/>`
    case 'bulb':
      return `<circle cx="300" cy="250" r="150" fill="${a}" opacity=".18"/><circle cx="300" cy="250" r="105" fill="#fff6d5" stroke="#e0c36a" stroke-width="6"/>` +
        Array.from({ length: 4 }, (_, i) => `<rect x="258" y="${350 + i * 20}" width="84" height="14" rx="5" fill="#9aa5b1"/>`).join('') + `<rect x="280" y="430" width="40" height="22" rx="6" fill="#52606d"/>`
    case 'brush':
      return `<rect x="280" y="300" width="40" height="200" rx="18" fill="${a}"/><rect x="190" y="150" width="220" height="160" rx="40" fill="${dark}"/>` +
        Array.from({ length: 24 }, (_, i) => `<circle cx="${215 + (i % 6) * 34}" cy="${180 + Math.floor(i / 6) * 34}" r="5" fill="#e4e7eb"/>`).join('')
    default:
      return `<rect x="190" y="170" width="220" height="280" rx="26" fill="${b}"/>` +
        Array.from({ length: 6 }, (_, i) => `<rect x="220" y="${200 + i * 22}" width="160" height="8" rx="4" fill="${shade(b, 0.35)}"/>`).join('') +
        `<circle cx="300" cy="380" r="36" fill="${a}"/><circle cx="300" cy="380" r="14" fill="${shade(a, -0.4)}"/>`
  }
}

function tag(art: ObjectArt): string {
  return `<rect x="420" y="92" width="110" height="66" rx="14" fill="${art.color}"/>` + text(475, 140, 40, contrastText(art.color), art.initial) +
    petGlyph(art.pet, 110, 505, 80, art.color, '#ffffff') + text(300, 565, 26, '#52606d', art.caption, 600)
}

const shadow = '<ellipse cx="300" cy="500" rx="170" ry="14" fill="#000000" opacity=".08"/>'

/** The object turned in the picture plane, used as the spinner frame for unpackaged goods. */
export function turnedObject(art: ObjectArt, angle: number): string {
  return shadow + `<g transform="rotate(${angle} 300 310)">${object(art.shape, art.accent, art.color)}</g>` + tag(art)
}

/** Views of the gallery: 0 front, 1 tilted, 2 with its pet, 3 close-up. */
export function objectView(art: ObjectArt, view: number): string {
  const shape = object(art.shape, art.accent, art.color)
  if (view === 1) return shadow + `<g transform="rotate(-18 300 310)">${shape}</g>` + tag(art)
  if (view === 2) return shadow + `<g transform="translate(40 80) scale(.75)">${shape}</g>` + petGlyph(art.pet, 450, 330, 190, art.color, '#ffffff') + tag(art)
  if (view === 3) return `<g transform="translate(300 300) scale(1.6) translate(-300 -300)">${shape}</g>` + tag(art)
  return shadow + shape + tag(art)
}
