// What a request accepts: the content coding (Accept-Encoding, with q-values) and whether its validator still holds
// (If-None-Match, compared weakly as RFC 9110 asks for it).

export type Coding = 'br' | 'gzip' | 'identity'

/** The best coding of those we offer (brotli, then gzip, then none) that the request accepts. */
export function preferredCoding(acceptEncoding: string | null, offered: readonly Coding[] = ['br', 'gzip']): Coding {
  if (!acceptEncoding) return 'identity'
  const weights = new Map<string, number>()
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    const weight = q === undefined ? 1 : Number(q)
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0
  for (const coding of offered) if (weightOf(coding) > 0) return coding
  return 'identity'
}

/** The opaque part of an entity tag: `W/"x"` and `"x"` are the same tag to a weak comparison. */
export const opaqueTag = (tag: string): string => tag.trim().replace(/^W\//, '')

/** True when If-None-Match names `tag` (or is `*`). */
export function tagMatches(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false
  const wanted = opaqueTag(tag)
  return ifNoneMatch.split(',').some((item) => item.trim() === '*' || opaqueTag(item) === wanted)
}
