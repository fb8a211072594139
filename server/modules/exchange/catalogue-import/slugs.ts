// Slugs of imported rows: transliterated once from 1C's Russian name, then kept; unique within their scope.
import { slugify } from '../../../seed/text'

const MAX_BASE = 80

/** The slug a name starts from: Latin, hyphenated, at most 80 characters; `fallback` for a name without letters. */
export function slugBase(name: string, fallback: string): string {
  return slugify(name).slice(0, MAX_BASE).replace(/-+$/, '') || fallback
}

/** `base`, else `base-2`, `base-3` … whichever is not in `taken`; the answer is added to `taken`. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  taken.add(slug)
  return slug
}
