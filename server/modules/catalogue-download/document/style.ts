// Colours and sizes of the catalogue PDF (points; A4 with 36 pt margins), after the site's design tokens.
export const COLOR = {
  text: '#18212c',
  muted: '#566171',
  subtle: '#78828f',
  accent: '#1c5fc9',
  accentSoft: '#e8f0fc',
  border: '#dce1e7',
  surface: '#f4f6f8',
  stock: '#1a7f3c',
  stockEmpty: '#dce1e7',
}

export const MARGIN = 36
/** Thumbnails are rasterised at about 2.5× their printed size, sharp enough for print preview and zoom. */
export const THUMBNAIL_PX = 80
export const IMAGE_BOX = 32
export const ROW_HEIGHT = 40
export const HEADER_ROW_HEIGHT = 16
/** Where the table starts on each page: below the running title and the column headers. */
export const TABLE_TOP = MARGIN + HEADER_ROW_HEIGHT + 6
