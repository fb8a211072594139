// The page links a pager shows: the first page, the current page's neighbours, the last page, with gaps
// where pages are skipped. A gap never hides a single page: that page is shown instead.

export type PageRangeItem = number | 'gap'

export function pageRange(current: number, pages: number, neighbours = 1): PageRangeItem[] {
  if (pages <= 1) return pages === 1 ? [1] : []
  const page = Math.min(Math.max(current, 1), pages)
  const from = Math.max(2, page - neighbours)
  const to = Math.min(pages - 1, page + neighbours)
  const items: PageRangeItem[] = [1]
  if (from === 3) items.push(2)
  else if (from > 3) items.push('gap')
  for (let n = from; n <= to; n++) items.push(n)
  if (to === pages - 2) items.push(pages - 1)
  else if (to < pages - 2) items.push('gap')
  items.push(pages)
  return items
}
