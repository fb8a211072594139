import { describe, expect, it } from 'vitest'
import { attachment } from '../../server/pdf/content-disposition'

describe('attachment', () => {
  it('gives an ASCII filename and the full name as RFC 5987 filename*', () => {
    expect(attachment('Каталог Витрина 2026-11-22.pdf', 'catalogue-2026-11-22.pdf')).toBe(
      `attachment; filename="catalogue-2026-11-22.pdf"; filename*=UTF-8''` +
        `%D0%9A%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3%20` +
        `%D0%92%D0%B8%D1%82%D1%80%D0%B8%D0%BD%D0%B0%202026-11-22.pdf`,
    )
  })

  it('keeps quotes, semicolons and parentheses out of both names', () => {
    const header = attachment(`Brand "O'Neil" (1); x.pdf`, `catalogue-o"neil; x.pdf`)
    expect(header).toBe(
      `attachment; filename="catalogue-o-neil-x.pdf"; filename*=UTF-8''Brand%20%22O%27Neil%22%20%281%29%3B%20x.pdf`,
    )
  })
})
