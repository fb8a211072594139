import { describe, expect, it } from 'vitest'
import { canonicalUrl, isIndexable, isTestHost } from '../../contract/search-engines'

const SITE = 'https://vitrina.example'
const page = (pathname: string, search = '', host = 'vitrina.example') => ({ pathname, search, host, siteUrl: SITE })

describe('search engine rules', () => {
  it('indexes Russian pages without a query on the production host', () => {
    expect(isIndexable(page('/'))).toBe(true)
    expect(isIndexable(page('/catalog/dogs/'))).toBe(true)
    expect(isIndexable(page('/entertainment/'))).toBe(true)
  })

  it('keeps English pages, addresses with a query and other hosts out', () => {
    expect(isIndexable(page('/en/'))).toBe(false)
    expect(isIndexable(page('/en/catalog/'))).toBe(false)
    expect(isIndexable(page('/catalog/', '?p=2'))).toBe(false)
    expect(isIndexable(page('/catalog/', '', 'staging.vitrina.example'))).toBe(false)
    expect(isIndexable(page('/catalog/', '', '127.0.0.1:3000'))).toBe(false)
  })

  it('compares hosts without regard to case, ports included', () => {
    expect(isTestHost('Vitrina.Example', SITE)).toBe(false)
    expect(isTestHost('vitrina.example:8443', SITE)).toBe(true)
  })

  it('makes the canonical link from the production address and the path', () => {
    expect(canonicalUrl(SITE, '/catalog/')).toBe('https://vitrina.example/catalog/')
    expect(canonicalUrl(`${SITE}/`, '/en/')).toBe('https://vitrina.example/en/')
  })
})
