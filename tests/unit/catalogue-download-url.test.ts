import { describe, expect, it } from 'vitest'
import { catalogueDownloadUrl } from '../../src/api/catalogue-download'

describe('catalogueDownloadUrl', () => {
  it('links the whole catalogue, in Russian without a locale prefix', () => {
    expect(catalogueDownloadUrl({}, 'ru')).toBe('/api/catalog/download/')
    expect(catalogueDownloadUrl({}, 'en')).toBe('/api/en/catalog/download/')
  })

  it('links a brand or a category', () => {
    expect(catalogueDownloadUrl({ brand: 'alpen-hund' }, 'ru')).toBe('/api/catalog/download/?brand=alpen-hund')
    expect(catalogueDownloadUrl({ path: 'dogs/food' }, 'en')).toBe('/api/en/catalog/download/?path=dogs%2Ffood')
  })
})
