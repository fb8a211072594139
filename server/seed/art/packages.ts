// Packaged goods (bag, pouch, box, can, jar, bottle): front, back and a turning view for the 360° spinner.
import { petGlyph, type Pet } from './silhouettes'
import { contrastText, round, shade, text } from './svg'

export type PackageShape = 'bag' | 'pouch' | 'box' | 'can' | 'jar' | 'bottle'

const PACKAGE_SHAPES: ReadonlySet<string> = new Set<PackageShape>(['bag', 'pouch', 'box', 'can', 'jar', 'bottle'])

export const isPackage = (shape: string | undefined): shape is PackageShape =>
  shape !== undefined && PACKAGE_SHAPES.has(shape)

export type PackageArt = {
  shape: PackageShape
  brand: string
  initial: string
  color: string
  accent: string
  pet: Pet
}

type Geometry = { x: number; w: number; top: number; bottom: number }

const GEOMETRY: Record<PackageShape, Geometry> = {
  bag: { x: 170, w: 260, top: 110, bottom: 500 },
  pouch: { x: 180, w: 240, top: 120, bottom: 490 },
  box: { x: 180, w: 240, top: 120, bottom: 490 },
  can: { x: 200, w: 200, top: 190, bottom: 470 },
  jar: { x: 200, w: 200, top: 160, bottom: 480 },
  bottle: { x: 215, w: 170, top: 120, bottom: 490 },
}

function body(shape: PackageShape, color: string): string {
  const { x, w, top, bottom } = GEOMETRY[shape]
  const r = x + w
  const dark = shade(color, -0.3)
  switch (shape) {
    case 'bag': {
      const crimp = Array.from({ length: 13 }, (_, i) => `L${x + (i + 0.5) * (w / 13)} ${top + (i % 2 ? 0 : 8)}`)
      return (
        `<path d="M${x} ${top + 22} H${r} V${bottom - 20} Q${r} ${bottom} ${r - 20} ${bottom} ` +
        `H${x + 20} Q${x} ${bottom} ${x} ${bottom - 20} Z" fill="${color}"/>` +
        `<path d="M${x} ${top + 24} V${top} ${crimp.join(' ')} L${r} ${top} V${top + 24} Z" fill="${dark}"/>`
      )
    }
    case 'pouch':
      return (
        `<path d="M${x + 22} ${top} H${r - 22} Q${r + 6} ${(top + bottom) / 2} ${r} ${bottom} ` +
        `H${x} Q${x - 6} ${(top + bottom) / 2} ${x + 22} ${top} Z" fill="${color}"/>` +
        `<rect x="${x + 24}" y="${top + 10}" width="${w - 48}" height="6" rx="3" fill="${dark}"/>`
      )
    case 'box':
      return (
        `<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" rx="6" fill="${color}"/>` +
        `<rect x="${x}" y="${top}" width="${w}" height="18" fill="${dark}"/>`
      )
    case 'can':
      return (
        `<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" fill="${color}"/>` +
        `<ellipse cx="${x + w / 2}" cy="${top}" rx="${w / 2}" ry="18" fill="#c9ced6"/>` +
        `<ellipse cx="${x + w / 2}" cy="${top}" rx="${w / 2 - 12}" ry="11" fill="#e4e7eb"/>` +
        `<path d="M${x} ${bottom} A${w / 2} 18 0 0 0 ${r} ${bottom} Z" fill="${dark}"/>`
      )
    case 'jar':
      return (
        `<rect x="${x}" y="${top + 40}" width="${w}" height="${bottom - top - 40}" rx="30" fill="${color}"/>` +
        `<rect x="${x + 10}" y="${top}" width="${w - 20}" height="50" rx="10" fill="${dark}"/>`
      )
    case 'bottle':
      return (
        `<rect x="${x}" y="${top + 100}" width="${w}" height="${bottom - top - 100}" rx="28" fill="${color}"/>` +
        `<rect x="${x + w / 2 - 30}" y="${top + 40}" width="60" height="70" fill="${color}"/>` +
        `<rect x="${x + w / 2 - 38}" y="${top}" width="76" height="50" rx="8" fill="${dark}"/>`
      )
  }
}

function labelArea(shape: PackageShape): { top: number; bottom: number } {
  const { top, bottom } = GEOMETRY[shape]
  const start = shape === 'bottle' ? top + 120 : shape === 'jar' ? top + 60 : top + 34
  return { top: start, bottom: bottom - 14 }
}

function front(art: PackageArt): string {
  const { x, w } = GEOMETRY[art.shape]
  const area = labelArea(art.shape)
  const cx = x + w / 2
  const height = area.bottom - area.top
  const ink = contrastText(art.color)
  const badge = Math.min(34, w / 6)
  return (
    `<rect x="${x + 12}" y="${round(area.top + height * 0.62)}" width="${w - 24}" height="${round(height * 0.12)}" ` +
    `fill="${art.accent}" opacity=".9"/>` +
    `<circle cx="${cx}" cy="${round(area.top + badge + 8)}" r="${badge}" fill="#ffffff"/>` +
    text(cx, area.top + badge * 1.45 + 8, badge * 1.2, art.color, art.initial) +
    petGlyph(art.pet, cx, area.top + height * 0.42, Math.min(w * 0.5, height * 0.34), ink, art.color)
  )
}

function back(art: PackageArt): string {
  const { x, w } = GEOMETRY[art.shape]
  const area = labelArea(art.shape)
  const lines = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${x + 24}" y="${area.top + 16 + i * 20}" width="${(w - 48) * (i % 3 === 2 ? 0.6 : 1)}" height="8" ` +
      `rx="4" fill="#ffffff" opacity=".7"/>`,
  )
  const barsTop = area.bottom - 80
  const bars = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${x + w / 2 - 55 + i * 5}" y="${barsTop + 10}" ` +
      `width="${i % 3 === 0 ? 3 : 1.6}" height="46" fill="#1f2933"/>`,
  )
  return (
    lines.join('') +
    `<rect x="${x + w / 2 - 64}" y="${barsTop}" width="128" height="66" rx="6" fill="#ffffff"/>` +
    bars.join('')
  )
}

const shadow = (width: number) =>
  `<ellipse cx="300" cy="520" rx="${round(width / 2 + 24)}" ry="14" fill="#000000" opacity=".08"/>`

/** The package turned by `angle` degrees around its vertical axis. */
export function turnedPackage(art: PackageArt, angle: number): string {
  const geometry = GEOMETRY[art.shape]
  const radians = (angle * Math.PI) / 180
  const cos = Math.cos(radians)
  const sin = Math.sin(radians)
  const faceWidth = Math.max(geometry.w * Math.abs(cos), 0.5)
  const sideWidth = geometry.w * 0.42 * Math.abs(sin)
  const left = 300 - (faceWidth + sideWidth) / 2
  const faceLeft = sin >= 0 ? left : left + sideWidth
  const sideLeft = sin >= 0 ? left + faceWidth : left
  const squeeze = round((faceWidth / geometry.w) * 1000) / 1000
  const face =
    `<g transform="translate(${round(faceLeft)} 0) scale(${squeeze} 1) translate(${-geometry.x} 0)">` +
    body(art.shape, art.color) +
    (cos >= 0 ? front(art) : back(art)) +
    '</g>'
  const sideTop =
    art.shape === 'bottle'
      ? geometry.top + 100
      : art.shape === 'jar'
        ? geometry.top + 40
        : geometry.top + (art.shape === 'can' ? 0 : 6)
  const side =
    `<rect x="${round(sideLeft)}" y="${sideTop}" width="${round(sideWidth)}" height="${geometry.bottom - sideTop}" ` +
    `rx="${Math.min(8, sideWidth / 2)}" fill="${shade(art.color, -0.35)}"/>`
  return shadow(faceWidth + sideWidth) + side + face
}

/** Views of the gallery: 0 front, 1 back, 2 three-quarter, 3 close-up of the label. */
export function packageView(art: PackageArt, view: number): string {
  const geometry = GEOMETRY[art.shape]
  if (view === 1) return shadow(geometry.w) + body(art.shape, art.color) + back(art)
  if (view === 2) return turnedPackage(art, 35)
  const plain = shadow(geometry.w) + body(art.shape, art.color) + front(art)
  return view === 3 ? `<g transform="translate(300 300) scale(1.7) translate(-300 -280)">${plain}</g>` : plain
}
