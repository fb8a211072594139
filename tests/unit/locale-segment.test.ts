import { describe, expect, it } from 'vitest'
import { hasUnknownLocalePrefix } from '../../src/lib/locale-segment'

describe('locale prefix rule', () => {
  it('flags two-letter prefixes that are not configured locales', () => {
    for (const path of ['/de/', '/xx/catalog/', '/FR/about/']) expect(hasUnknownLocalePrefix(path), path).toBe(true)
  })

  it('accepts configured locales, two-letter site sections and longer first segments', () => {
    for (const path of ['/', '/en/', '/ru/', '/catalog/', '/faq/', '/abc/', '/a/', '/my/', '/my/bonuses/'])
      expect(hasUnknownLocalePrefix(path), path).toBe(false)
  })
})
