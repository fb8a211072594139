// The configured cookie-bar text may carry simple markup (a link to the privacy policy). Links become real
// <a> elements; every other tag is dropped and entities decoded, so no markup from settings reaches the DOM as HTML.
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

const LINK = /<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi
const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
}

export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : entity
    }
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

export type TextPart = { text: string; href?: string }

export function textParts(html: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of html.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: plainText(html.slice(last, match.index)) })
    const href = (match[1] ?? match[2] ?? '').trim()
    const safe = /^(\/(?!\/)|https?:\/\/|mailto:)/i.test(href) ? href : undefined
    parts.push({ text: plainText(match[3] ?? ''), href: safe })
    last = match.index + match[0].length
  }
  if (last < html.length) parts.push({ text: plainText(html.slice(last)) })
  return parts.filter((part) => part.text !== '')
}

export function CookieText({ html, linkClassName }: { html: string; linkClassName?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!href.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    void router.navigate({ href }) // already localized by the API
  }
  const nodes: ReactNode[] = textParts(html).map((part, index) =>
    part.href ? (
      <a
        key={index}
        className={linkClassName}
        href={part.href}
        onClick={(event) => onClick(event, part.href as string)}
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  )
  return <>{nodes}</>
}
