// Fonts with Cyrillic glyphs (DejaVu Sans, from the dejavu-fonts-ttf package), embedded as subsets: PDF's
// built-in fonts have no Cyrillic. Fonts are named by their file path on purpose: pdfkit caches an opened
// font under the name it was asked for, and an alias (registerFont) of a font already open as the default
// would be parsed again on every switch.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')
