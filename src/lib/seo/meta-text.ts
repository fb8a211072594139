// Search engines show about 160 characters of a meta description; a longer one is cut where they choose.

export const META_DESCRIPTION_MAX = 160

/** `text` on one line, cut at a word boundary to at most `max` characters with an ellipsis. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`
}
