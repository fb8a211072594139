// Minimal SVG helpers: a document wrapper and colour arithmetic (text escaped by server/xml-text.ts).
import { escapeXml } from '../../xml-text'

/** An SVG document; `kind` names what it shows (data-kind), for product pictures. */
export function svgDoc(width: number, height: number, body: string, title?: string, kind?: string): string {
  const label = title ? `<title>${escapeXml(title)}</title>` : ''
  const data = kind ? ` data-kind="${escapeXml(kind)}"` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}"${data}>${label}${body}</svg>\n`
  )
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)))

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '')
  const full = value.length === 3 ? [...value].map((char) => char + char).join('') : value
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as [number, number, number]
}

const toHex = (rgb: number[]) => `#${rgb.map((part) => clamp(part).toString(16).padStart(2, '0')).join('')}`

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const share = Math.abs(amount)
  return toHex(parseHex(hex).map((part) => part + (target - part) * share))
}

/** Dark text on light colours, white text on dark ones. */
export function contrastText(hex: string): string {
  const [r, g, b] = parseHex(hex)
  return r * 0.299 + g * 0.587 + b * 0.114 > 160 ? '#1f2933' : '#ffffff'
}

export const round = (value: number): number => Math.round(value * 10) / 10

export const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  weight = 700,
  anchor = 'middle',
): string =>
  `<text x="${round(x)}" y="${round(y)}" font-family="Inter, Arial, sans-serif" font-size="${size}" ` +
  `font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`

/** First letter of a brand, upper-cased (works for Cyrillic names too). */
export const initialOf = (name: string): string => (name.trim().charAt(0) || '?').toUpperCase()
