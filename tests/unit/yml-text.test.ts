// The dealer feed's text helpers: YML's date in Moscow time, kopecks as roubles, descriptions as plain text and
// texts made safe for XML.
import { describe, expect, it } from 'vitest'
import { ymlDate } from '../../server/feeds/yml/document'
import { MAX_DESCRIPTION, plainText, roubles } from '../../server/feeds/yml/text'
import { xmlText } from '../../server/xml-text'

describe('YML texts', () => {
  it('dates the catalogue to the minute in Moscow time (RFC 3339, +03:00)', () => {
    expect(ymlDate(new Date('2026-11-24T22:37:59Z'))).toBe('2026-11-25T01:37+03:00')
    expect(ymlDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T03:00+03:00')
  })

  it('writes whole roubles without decimals and kopecks with two', () => {
    expect(roubles(10_000)).toBe('100')
    expect(roubles(12_345)).toBe('123.45')
    expect(roubles(5)).toBe('0.05')
  })

  it('turns a description into plain text: tags out, entities decoded, spaces collapsed, length capped', () => {
    expect(plainText('<p>Мягкий&nbsp;&amp; <b>тёплый</b></p>\n<ul><li>&#171;Плед&#xBB; &copy;</li></ul>')).toBe(
      'Мягкий & тёплый «Плед» &copy;',
    )
    const long = plainText(`<p>${'слово '.repeat(1000)}</p>`)
    expect(long.length).toBe(MAX_DESCRIPTION)
    expect(long.endsWith('…')).toBe(true)
  })

  it('escapes markup and drops the control characters XML forbids', () => {
    expect(xmlText(`a & b < c > d "e" 'f'\u0001\u000b\tg`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;\tg',
    )
  })
})
