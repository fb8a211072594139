import { describe, expect, it } from 'vitest'
import { metaDescription } from '../../src/lib/seo/meta-text'

describe('metaDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(metaDescription('  Корм\n для   собак. ')).toBe('Корм для собак.')
  })

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const text = `${'слово '.repeat(40)}конец`
    const cut = metaDescription(text, 50)
    expect(cut.length).toBeLessThanOrEqual(50)
    expect(cut).toMatch(/^(слово )+слово…$/)
  })

  it('drops punctuation left before the ellipsis', () => {
    expect(metaDescription('Аквариум, нано, 20 л, упаковка по шесть штук', 24)).toBe('Аквариум, нано, 20 л…')
  })
})
