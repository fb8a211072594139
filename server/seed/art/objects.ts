// Unpackaged goods (toys, collars, bowls, beds, cages, devices...) in the product colour with a brand tag.
import type { Shape } from '../data/types'
import type { PackageShape } from './packages'
import { petGlyph, type Pet } from './silhouettes'
import { contrastText, shade, text } from './svg'

export type ObjectShape = Exclude<Shape, PackageShape>

export type ObjectArt = { shape: ObjectShape; brand: string; initial: string; color: string; accent: string; pet: Pet }

/** Light colours (white, beige, yellow) get a thin outline so they stay visible on the white background. */
function object(shape: ObjectShape, a: string): string {
  const drawing = draw(shape, a)
  return contrastText(a) === '#ffffff' ? drawing : `<g stroke="#9aa5b1" stroke-width="3">${drawing}</g>`
}

function draw(shape: ObjectShape, a: string): string {
  const dark = shade(a, -0.3)
  const light = shade(a, 0.45)
  switch (shape) {
    case 'ball':
      return (
        `<circle cx="300" cy="300" r="150" fill="${a}"/>` +
        `<path d="M170 230 Q300 320 430 230 M170 370 Q300 280 430 370" ` +
        `stroke="${light}" stroke-width="10" fill="none"/>` +
        `<circle cx="250" cy="240" r="28" fill="#ffffff" opacity=".35"/>`
      )
    case 'bone':
      return (
        `<rect x="190" y="265" width="220" height="70" fill="${a}"/>` +
        [
          [190, 262],
          [190, 338],
          [410, 262],
          [410, 338],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="46" fill="${a}"/>`)
          .join('') +
        `<rect x="210" y="285" width="180" height="12" rx="6" fill="${light}" opacity=".6"/>`
      )
    case 'plush':
      return (
        `<circle cx="205" cy="185" r="48" fill="${a}"/><circle cx="395" cy="185" r="48" fill="${a}"/>` +
        `<circle cx="300" cy="310" r="145" fill="${a}"/><ellipse cx="300" cy="350" rx="62" ry="44" fill="${light}"/>` +
        `<circle cx="250" cy="280" r="13" fill="#1f2933"/><circle cx="350" cy="280" r="13" fill="#1f2933"/>` +
        `<ellipse cx="300" cy="335" rx="18" ry="12" fill="#1f2933"/>`
      )
    case 'collar':
      return (
        `<circle cx="300" cy="310" r="140" stroke="${dark}" stroke-width="52" fill="none"/>` +
        `<circle cx="300" cy="310" r="140" stroke="${a}" stroke-width="46" fill="none"/>` +
        `<circle cx="300" cy="310" r="140" stroke="${light}" stroke-width="6" fill="none" stroke-dasharray="14 18"/>` +
        `<rect x="262" y="140" width="76" height="56" rx="10" fill="#b0b7c0" stroke="#7b8794" stroke-width="6"/>`
      )
    case 'wand':
      return (
        `<path d="M160 490 L410 190" stroke="#9c7a54" stroke-width="14" stroke-linecap="round"/>` +
        [
          [-30, a],
          [10, light],
          [50, dark],
        ]
          .map(
            ([deg, fill]) =>
              `<ellipse cx="430" cy="150" rx="26" ry="80" fill="${fill}" transform="rotate(${deg} 420 190)"/>`,
          )
          .join('')
      )
    case 'bowl':
      return (
        `<path d="M165 300 L435 300 L395 450 L205 450 Z" fill="${a}"/>` +
        `<ellipse cx="300" cy="300" rx="135" ry="32" fill="${dark}"/>` +
        `<ellipse cx="300" cy="300" rx="112" ry="20" fill="${light}"/>`
      )
    case 'cushion':
      return (
        `<rect x="110" y="220" width="380" height="230" rx="90" fill="${a}"/>` +
        `<rect x="165" y="265" width="270" height="140" rx="60" fill="${light}"/>`
      )
    case 'coat':
      return (
        `<path d="M170 240 Q300 170 430 240 L450 390 Q300 440 150 390 Z" fill="${a}"/>` +
        `<path d="M160 330 Q300 380 440 330" stroke="#e6e9ed" stroke-width="12" fill="none"/>` +
        `<rect x="150" y="228" width="60" height="40" rx="12" fill="${dark}"/>`
      )
    case 'cage':
      return (
        `<path d="M160 240 Q300 120 440 240" stroke="${dark}" stroke-width="8" fill="none"/>` +
        Array.from(
          { length: 11 },
          (_, i) =>
            `<line x1="${160 + i * 28}" y1="240" x2="${160 + i * 28}" y2="450" stroke="${dark}" stroke-width="5"/>`,
        ).join('') +
        `<rect x="150" y="440" width="300" height="40" rx="8" fill="${a}"/>` +
        `<rect x="160" y="236" width="280" height="8" fill="${dark}"/>`
      )
    case 'house':
      return (
        `<path d="M170 290 L300 170 L430 290 L430 470 L170 470 Z" fill="${a}"/>` +
        `<path d="M150 300 L300 160 L450 300" stroke="${dark}" ` +
        `stroke-width="18" fill="none" stroke-linejoin="round"/>` +
        `<path d="M255 470 V400 A45 45 0 0 1 345 400 V470 Z" fill="${dark}"/>`
      )
    case 'post':
      return (
        `<rect x="170" y="450" width="260" height="34" rx="8" fill="${a}"/>` +
        `<rect x="268" y="200" width="64" height="250" fill="#d9b98a"/>` +
        Array.from(
          { length: 10 },
          (_, i) =>
            `<line x1="268" y1="${212 + i * 24}" x2="332" y2="${220 + i * 24}" stroke="#b08a5a" stroke-width="4"/>`,
        ).join('') +
        `<rect x="200" y="172" width="200" height="34" rx="8" fill="${a}"/>`
      )
    case 'bulb':
      return (
        `<circle cx="300" cy="250" r="150" fill="${a}" opacity=".18"/>` +
        `<circle cx="300" cy="250" r="105" fill="#fff6d5" stroke="#e0c36a" stroke-width="6"/>` +
        Array.from(
          { length: 4 },
          (_, i) => `<rect x="258" y="${350 + i * 20}" width="84" height="14" rx="5" fill="#9aa5b1"/>`,
        ).join('') +
        `<rect x="280" y="430" width="40" height="22" rx="6" fill="#52606d"/>`
      )
    case 'brush':
      return (
        `<rect x="280" y="300" width="40" height="200" rx="18" fill="${a}"/>` +
        `<rect x="190" y="150" width="220" height="160" rx="40" fill="${dark}"/>` +
        Array.from(
          { length: 24 },
          (_, i) => `<circle cx="${215 + (i % 6) * 34}" cy="${180 + Math.floor(i / 6) * 34}" r="5" fill="#e4e7eb"/>`,
        ).join('')
      )
    case 'rope':
      return (
        `<circle cx="300" cy="310" r="130" stroke="${a}" stroke-width="40" fill="none"/>` +
        `<circle cx="300" cy="310" r="130" stroke="${light}" stroke-width="40" ` +
        `fill="none" stroke-dasharray="10 22"/>` +
        [
          [300, 180],
          [170, 310],
          [430, 310],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="42" fill="${dark}"/>`)
          .join('')
      )
    case 'leash':
      return (
        `<path d="M190 190 Q150 110 230 110 Q300 110 260 200 Z" ` +
        `stroke="${a}" stroke-width="26" fill="none" stroke-linejoin="round"/>` +
        `<path d="M240 200 C320 320 200 380 380 450" stroke="${a}" ` +
        `stroke-width="22" fill="none" stroke-linecap="round"/>` +
        `<rect x="370" y="430" width="60" height="40" rx="10" fill="#b0b7c0" stroke="#7b8794" stroke-width="6"/>` +
        `<circle cx="440" cy="470" r="18" stroke="#7b8794" stroke-width="8" fill="none"/>`
      )
    case 'harness':
      return (
        `<ellipse cx="240" cy="260" rx="90" ry="110" stroke="${a}" stroke-width="34" fill="none"/>` +
        `<ellipse cx="390" cy="330" rx="70" ry="130" stroke="${a}" stroke-width="34" fill="none"/>` +
        `<rect x="290" y="210" width="90" height="120" rx="24" fill="${dark}"/>` +
        `<circle cx="335" cy="240" r="16" fill="#b0b7c0" stroke="#7b8794" stroke-width="5"/>`
      )
    case 'tray':
      return (
        `<path d="M130 300 L470 300 L440 460 L160 460 Z" fill="${a}"/>` +
        `<rect x="110" y="280" width="380" height="34" rx="12" fill="${dark}"/>` +
        `<path d="M170 300 Q300 250 430 300 Z" fill="#e8d8c3"/>`
      )
    case 'feeder':
      return (
        `<rect x="230" y="150" width="140" height="230" rx="20" fill="#dbeafe" stroke="${dark}" stroke-width="6"/>` +
        `<rect x="230" y="290" width="140" height="90" rx="10" fill="#e9c46a" opacity=".9"/>` +
        `<path d="M170 380 H430 L410 450 H190 Z" fill="${a}"/>` +
        `<path d="M250 150 V110 H350 V150" stroke="#7b8794" stroke-width="8" fill="none"/>`
      )
    case 'carrier':
      return (
        `<rect x="130" y="200" width="340" height="250" rx="40" fill="${a}"/>` +
        `<rect x="130" y="300" width="340" height="16" fill="${dark}"/>` +
        `<rect x="175" y="240" width="150" height="170" rx="16" fill="#f3f4f6" stroke="${dark}" stroke-width="6"/>` +
        Array.from(
          { length: 5 },
          (_, i) =>
            `<line x1="${200 + i * 25}" y1="245" x2="${200 + i * 25}" y2="405" stroke="#7b8794" stroke-width="5"/>`,
        ).join('') +
        `<path d="M240 200 Q300 120 360 200" stroke="${dark}" stroke-width="18" fill="none"/>`
      )
    case 'wheel':
      return (
        `<circle cx="300" cy="270" r="150" fill="${light}" stroke="${a}" stroke-width="24"/>` +
        Array.from(
          { length: 8 },
          (_, i) =>
            `<line x1="300" y1="270" x2="${Math.round(300 + 140 * Math.cos((i * Math.PI) / 4))}" ` +
            `y2="${Math.round(270 + 140 * Math.sin((i * Math.PI) / 4))}" stroke="${dark}" stroke-width="6"/>`,
        ).join('') +
        `<circle cx="300" cy="270" r="22" fill="${dark}"/>` +
        `<path d="M300 270 L220 470 M300 270 L380 470" stroke="${dark}" stroke-width="16"/>` +
        `<rect x="190" y="462" width="220" height="20" rx="8" fill="${a}"/>`
      )
    case 'bird-toy':
      return (
        `<path d="M300 110 L200 330 M300 110 L400 330" stroke="#7b8794" stroke-width="6"/>` +
        `<circle cx="300" cy="104" r="14" stroke="#7b8794" stroke-width="6" fill="none"/>` +
        `<rect x="180" y="325" width="240" height="22" rx="11" fill="#9c7a54"/>` +
        [
          [220, a],
          [270, light],
          [330, dark],
          [380, a],
        ]
          .map(([x, fill]) => `<rect x="${Number(x) - 14}" y="355" width="28" height="40" rx="8" fill="${fill}"/>`)
          .join('') +
        `<path d="M280 400 Q300 450 320 400 Z" fill="#e0c36a"/>`
      )
    case 'filter':
      return (
        `<rect x="240" y="150" width="120" height="300" rx="24" fill="${a}"/>` +
        `<rect x="252" y="240" width="96" height="200" rx="14" fill="#5b8c5a" opacity=".85"/>` +
        Array.from(
          { length: 8 },
          (_, i) => `<rect x="260" y="${252 + i * 23}" width="80" height="6" rx="3" fill="#3f6b3e"/>`,
        ).join('') +
        `<rect x="230" y="140" width="140" height="70" rx="16" fill="${dark}"/>` +
        `<path d="M370 170 H430 V120" stroke="${dark}" stroke-width="18" fill="none"/>` +
        `<circle cx="300" cy="175" r="14" fill="#c9ced6"/>`
      )
    case 'heater':
      return (
        `<rect x="270" y="110" width="60" height="380" rx="30" fill="#dbeafe" stroke="#9aa5b1" stroke-width="6"/>` +
        `<rect x="284" y="200" width="32" height="250" rx="14" fill="#e5484d" opacity=".55"/>` +
        `<rect x="258" y="90" width="84" height="90" rx="18" fill="${a}"/>` +
        `<circle cx="300" cy="118" r="16" fill="${dark}"/>` +
        `<path d="M300 90 Q320 40 380 50" stroke="#1f2933" stroke-width="6" fill="none"/>`
      )
    case 'light':
      return (
        `<rect x="90" y="230" width="420" height="46" rx="14" fill="${dark}"/>` +
        `<rect x="100" y="272" width="400" height="14" rx="6" fill="#1f2933"/>` +
        Array.from({ length: 12 }, (_, i) => `<circle cx="${122 + i * 33}" cy="279" r="5" fill="#fff6d5"/>`).join('') +
        `<path d="M130 276 L110 420 M470 276 L490 420" stroke="#9aa5b1" stroke-width="10"/>` +
        `<path d="M120 300 L480 300 L520 430 L80 430 Z" fill="#fff6d5" opacity=".45"/>`
      )
    case 'pump':
      return (
        `<rect x="170" y="250" width="260" height="170" rx="60" fill="${a}"/>` +
        `<rect x="200" y="400" width="200" height="24" rx="10" fill="${dark}"/>` +
        `<circle cx="350" cy="320" r="18" fill="${light}"/>` +
        `<path d="M170 320 C100 320 130 200 80 160" stroke="#9aa5b1" stroke-width="10" fill="none"/>` +
        [
          [80, 130, 14],
          [95, 95, 10],
          [72, 68, 8],
        ]
          .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#7fb3d5" stroke-width="4"/>`)
          .join('')
      )
    case 'aquarium':
      return (
        `<rect x="110" y="170" width="380" height="280" fill="#cfe8f7" stroke="#9aa5b1" stroke-width="8"/>` +
        `<rect x="114" y="215" width="372" height="231" fill="#7fc4ea" opacity=".7"/>` +
        `<path d="M114 446 Q200 405 300 430 Q400 405 486 446 Z" fill="#e8d8c3"/>` +
        `<path d="M170 440 Q150 360 180 290 M190 440 Q200 370 175 320" ` +
        `stroke="#2f855a" stroke-width="10" fill="none"/>` +
        `<ellipse cx="340" cy="310" rx="34" ry="18" fill="${a}"/>` +
        `<path d="M370 310 L394 292 L394 328 Z" fill="${a}"/><circle cx="322" cy="306" r="4" fill="#1f2933"/>` +
        `<rect x="100" y="150" width="400" height="26" rx="6" fill="${dark}"/>`
      )
    case 'decor':
      return (
        `<path d="M140 460 Q150 300 230 250 Q300 190 380 240 Q460 300 460 460 Z" fill="${a}"/>` +
        `<path d="M250 460 Q250 370 300 360 Q350 370 350 460 Z" fill="${dark}"/>` +
        `<path d="M180 330 Q220 300 260 320 M360 290 Q400 300 420 340" ` +
        `stroke="${light}" stroke-width="10" fill="none"/>` +
        `<path d="M430 460 Q420 380 450 320 M445 460 Q455 400 480 370" stroke="#2f855a" ` +
        `stroke-width="10" fill="none"/>`
      )
    case 'terrarium':
      return (
        `<rect x="110" y="150" width="380" height="310" fill="#eef4f0" stroke="${dark}" stroke-width="10"/>` +
        `<rect x="120" y="160" width="360" height="40" fill="${dark}" opacity=".6"/>` +
        `<line x1="300" y1="205" x2="300" y2="455" stroke="${dark}" stroke-width="6"/>` +
        `<path d="M115 455 Q300 410 485 455 Z" fill="#d9b98a"/>` +
        `<path d="M150 420 Q250 330 420 300" stroke="#8d6e63" stroke-width="16" fill="none" stroke-linecap="round"/>` +
        `<circle cx="250" cy="182" r="10" fill="#fff6d5"/><circle cx="350" cy="182" r="10" fill="#fff6d5"/>`
      )
  }
}

function tag(art: ObjectArt): string {
  return (
    `<rect x="420" y="92" width="110" height="66" rx="14" fill="${art.color}"/>` +
    text(475, 140, 40, contrastText(art.color), art.initial) +
    petGlyph(art.pet, 110, 505, 80, art.color, '#ffffff')
  )
}

const shadow = '<ellipse cx="300" cy="500" rx="170" ry="14" fill="#000000" opacity=".08"/>'

/** The object turned in the picture plane, used as the spinner frame for unpackaged goods. */
export function turnedObject(art: ObjectArt, angle: number): string {
  return shadow + `<g transform="rotate(${angle} 300 310)">${object(art.shape, art.accent)}</g>` + tag(art)
}

/** Views of the gallery: 0 front, 1 tilted, 2 with its pet, 3 close-up. */
export function objectView(art: ObjectArt, view: number): string {
  const shape = object(art.shape, art.accent)
  if (view === 1) return shadow + `<g transform="rotate(-18 300 310)">${shape}</g>` + tag(art)
  if (view === 2)
    return (
      shadow +
      `<g transform="translate(40 80) scale(.75)">${shape}</g>` +
      petGlyph(art.pet, 450, 330, 190, art.color, '#ffffff') +
      tag(art)
    )
  if (view === 3) return `<g transform="translate(300 300) scale(1.6) translate(-300 -300)">${shape}</g>` + tag(art)
  return shadow + shape + tag(art)
}
