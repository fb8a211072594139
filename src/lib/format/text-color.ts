// Labels come with any background colour from the admin; their text takes whichever of dark or white reads
// better on it (WCAG relative luminance), so a light label colour never carries white text.

const DARK = '#18212c'
const LIGHT = '#ffffff'

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

function luminance(color: string): number | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim())
  if (!match) return null
  const [, r = '0', g = '0', b = '0'] = match
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function readableTextColor(background: string): string {
  const bg = luminance(background)
  if (bg === null) return DARK
  const dark = luminance(DARK) ?? 0
  // Contrast ratios (L1 + 0.05) / (L2 + 0.05) against white (L = 1) and against the dark text.
  return (1.05 / (bg + 0.05)) >= (bg + 0.05) / (dark + 0.05) ? LIGHT : DARK
}
