// A page kept for every guest cannot carry a per-response nonce, so before it is stored its scripts are made
// allowed by hashes instead (decision 023): the nonce attributes and the csp-nonce meta go, each inline script's
// SHA-256 goes into the page's policy, and the one external script the framework writes (the entry module) becomes
// an inline loader that inserts it, which 'strict-dynamic' trusts as it trusts the chunks that entry loads.
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi
const EXTERNAL_SCRIPT = /<script\b([^>]*?)\ssrc="([^"]+)"([^>]*)><\/script>/gi

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A classic inline script inserting the external one: not parser-inserted, so 'strict-dynamic' lets it run. */
function loaderOf(attributes: string, src: string): string {
  const module = /\stype="module"/i.test(attributes)
  const url = JSON.stringify(src).replace(/</g, '\\u003c')
  const type = module ? "s.type='module';" : ''
  const insert = `const s=document.createElement('script');${type}s.src=${url};document.head.append(s)`
  return `<script>(()=>{${insert}})()</script>`
}

/** The CSP source of a script's text: the base64 SHA-256 of its UTF-8 bytes. */
export const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

export type HashedPage = { html: string; scriptHashes: string[] }

/** Characters the HTML parser rewrites before a script runs (NUL becomes U+FFFD, CR LF becomes LF): a script holding
 * one would not match the hash of its text as written (a search for "\0" puts one in the page's state). */
const REWRITTEN_BY_PARSER = /[\0\r]/

/** The page without `nonce`'s traces, and the hashes its policy must name for its scripts to run; null when a
 * script's text would not reach the browser as written, so no hash could allow it (the page keeps its nonce). */
export function hashScripts(html: string, nonce: string): HashedPage | null {
  const stripped = html
    .replace(new RegExp(`<meta property="csp-nonce" content="${escapeRegExp(nonce)}"\\s*/?>`, 'g'), '')
    .replaceAll(` nonce="${nonce}"`, '')
    .replace(EXTERNAL_SCRIPT, (_whole, before: string, src: string, after: string) =>
      loaderOf(`${before} ${after}`, src),
    )
  const hashes = new Set<string>()
  for (const [, text] of stripped.matchAll(INLINE_SCRIPT)) {
    if (!text) continue
    if (REWRITTEN_BY_PARSER.test(text)) return null
    hashes.add(scriptHash(text))
  }
  return { html: stripped, scriptHashes: [...hashes] }
}
