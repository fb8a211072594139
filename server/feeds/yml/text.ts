// Text as YML wants it: a description's HTML reduced to plain text, and kopecks as roubles (stored strings are
// made safe for XML by xmlText of server/xml-text.ts).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The longest description Yandex Market accepts. */
export const MAX_DESCRIPTION = 3000

/** HTML as plain text: tags dropped, common entities decoded, white space collapsed, cut to `MAX_DESCRIPTION`. */
export function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(?:#(\d{1,6})|#x([0-9a-f]{1,5})|([a-z]+));/gi,
      (entity, decimal?: string, hex?: string, name?: string) => {
        if (decimal || hex) {
          const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16)
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
        }
        return ENTITIES[name?.toLowerCase() ?? ''] ?? entity
      },
    )
    .replace(/\s+/g, ' ')
    .trim()
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`
}

/** Kopecks as a YML price: whole roubles, or roubles with two decimals. */
export const roubles = (kopecks: number): string =>
  kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2)
