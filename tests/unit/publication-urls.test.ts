// The list addresses of /info/ and /sales/ (page 1 left out, the category kept) and how a query string is read:
// anything malformed names no page, so the loader answers 404 instead of asking the API.
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { publicationFilterOf } from '../../src/lib/publications/load-publications'
import { publicationListPath } from '../../src/lib/publications/publication-kind'
import { shareTargets } from '../../src/components/publications/share-links'

describe('publication list addresses', () => {
  it('leaves page 1 and "all categories" out of the query', () => {
    expect(publicationListPath('info', {})).toBe('/info/')
    expect(publicationListPath('info', { page: 1 })).toBe('/info/')
    expect(publicationListPath('sales', { page: 3 })).toBe('/sales/?page=3')
    expect(publicationListPath('info', { category: 'tips', page: 2 })).toBe('/info/?category=tips&page=2')
    expect(publicationListPath('info', { category: 'tips', page: 1 })).toBe('/info/?category=tips')
  })

  it('reads the category and page of a query string', () => {
    expect(publicationFilterOf({})).toEqual({ category: undefined, page: 1 })
    expect(publicationFilterOf({ category: 'new-brands', page: '12' })).toEqual({ category: 'new-brands', page: 12 })
    expect(publicationFilterOf({ category: '', page: '' })).toEqual({ category: undefined, page: 1 })
  })

  it('refuses a malformed category or page as not found', () => {
    for (const search of [
      { page: '0' },
      { page: 'abc' },
      { page: '-1' },
      { page: '1.5' },
      { page: '9999999' },
      { category: '<b>' },
      { category: 'Tips' },
    ]) {
      let thrown: unknown
      try {
        publicationFilterOf(search)
      } catch (error) {
        thrown = error
      }
      expect(isNotFound(thrown), JSON.stringify(search)).toBe(true)
    }
  })
})

describe('share addresses', () => {
  it('points each network at the encoded page address and title', () => {
    const targets = shareTargets('https://vitrina.example/info/01-02-2026/a-b/', 'Скидки & подарки')
    const url = encodeURIComponent('https://vitrina.example/info/01-02-2026/a-b/')
    expect(targets.map((target) => target.network)).toEqual(['vk', 'telegram', 'whatsapp'])
    expect(targets[0]!.href).toBe(`https://vk.com/share.php?url=${url}&title=${encodeURIComponent('Скидки & подарки')}`)
    expect(targets[1]!.href).toBe(`https://t.me/share/url?url=${url}&text=${encodeURIComponent('Скидки & подарки')}`)
    expect(targets[2]!.href).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Скидки & подарки https://vitrina.example/info/01-02-2026/a-b/`)}`,
    )
  })
})
