// Labels come with any background colour from the admin; their text takes whichever of dark or white reads
// better on it (WCAG relative luminance). A mid colour that neither reads on at 4.5:1 (WCAG AA for small
// text) is darkened just enough for white text, so every label stays legible whatever colour staff pick.

const DARK = '#18212c'
const LIGHT = '#ffffff'
const AA = 4.5
const HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i

type Rgb = [number, number, number]

function rgbOf(color: string): Rgb | null {
  const match = HEX.exec(color.trim())
  return match ? [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16)] : null
}

function channel(value: number): number {
  const share = value / 255
  return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

const ratio = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const hexOf = (rgb: Rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`

/** The WCAG contrast ratio of two #rrggbb colours (1 when either cannot be read). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [rgbOf(a), rgbOf(b)]
  return first && second ? ratio(first, second) : 1
}

/** The background to draw a label on (the staff's colour, darkened only when needed) and its text colour. */
export function readableColors(background: string): { background: string; color: string } {
  const rgb = rgbOf(background)
  if (!rgb) return { background, color: DARK }
  const [light, dark] = [rgbOf(LIGHT)!, rgbOf(DARK)!]
  const onLight = ratio(rgb, light)
  const onDark = ratio(rgb, dark)
  if (Math.max(onLight, onDark) >= AA) return { background, color: onLight >= onDark ? LIGHT : DARK }
  for (let step = 1; step <= 100; step++) {
    const darker = rgb.map((value) => Math.round(value * (1 - step / 100))) as Rgb
    if (ratio(darker, light) >= AA) return { background: hexOf(darker), color: LIGHT }
  }
  return { background: hexOf([0, 0, 0]), color: LIGHT }
}
