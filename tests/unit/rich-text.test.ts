import { describe, expect, it } from 'vitest'
import { richText } from '../../server/http/rich-text'

describe('richText', () => {
  it('keeps text formatting, lists, tables and plain links', () => {
    const html =
      '<p>Корм <strong>для</strong> <em>кошек</em></p><ul><li>один</li></ul>' +
      '<table><tr><td colspan="2">1</td></tr></table><a href="https://example.com/x" title="x">ссылка</a>'
    expect(richText(html)).toBe(html)
  })

  it('drops scripts, styles, event handlers, frames and javascript: links, keeping their text where it is text', () => {
    const html =
      '<p onclick="steal()" style="color:red">Текст<script>alert(1)</script></p><iframe src="https://evil"></iframe>' +
      '<a href="javascript:alert(1)">ссылка</a><img src=x onerror=alert(1)>'
    expect(richText(html)).toBe('<p>Текст</p><a>ссылка</a>')
  })

  it('makes links that open a new tab safe for the opener', () => {
    expect(richText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
