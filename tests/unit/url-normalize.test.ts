import { describe, expect, it } from 'vitest'
import { normalisedLocation } from '../../src/lib/url-normalize'

const at = (path: string) => normalisedLocation(new URL(path, 'http://localhost'))

describe('URL normalisation', () => {
  it('leaves normal page paths alone', () => {
    for (const path of ['/', '/about/', '/en/', '/catalog/dogs/food/', '/search/?q=Корм'])
      expect(at(path), path).toBeNull()
  })

  it('adds the trailing slash, keeping the query', () => {
    expect(at('/about')).toBe('/about/')
    expect(at('/en')).toBe('/en/')
    expect(at('/catalog/dogs?p=2&ps=48')).toBe('/catalog/dogs/?p=2&ps=48')
  })

  it('lower-cases the path but not the query', () => {
    expect(at('/About')).toBe('/about/')
    expect(at('/EN/Catalog/?q=ABC')).toBe('/en/catalog/?q=ABC')
  })

  it('drops the prefix of the default language: Russian pages have none', () => {
    expect(at('/ru/')).toBe('/')
    expect(at('/ru')).toBe('/')
    expect(at('/ru/catalog/dogs/?p=2')).toBe('/catalog/dogs/?p=2')
    expect(at('/RU/About')).toBe('/about/')
    expect(at('/rubber/')).toBeNull()
  })

  it('drops index.html and collapses repeated slashes', () => {
    expect(at('/index.html')).toBe('/')
    expect(at('/about/index.html')).toBe('/about/')
    expect(at('/Info/INDEX.HTML?x=1')).toBe('/info/?x=1')
    expect(normalisedLocation(new URL('http://localhost//about//team'))).toBe('/about/team/')
  })

  it('does not touch the API, media, build assets or files', () => {
    for (const path of [
      '/api/vars',
      '/api/Health/',
      '/media/Logo.svg',
      '/assets/main-AB12.js',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
    ])
      expect(at(path), path).toBeNull()
  })
})
