// The storefront's breakpoints are written once, as custom media in src/styles/breakpoints.css; every media query
// that depends on the viewport's size uses them by name, and the build replaces each name with its query.
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postcss, { type Plugin } from 'postcss'
import { describe, expect, it } from 'vitest'
import { postcssCustomMedia, readCustomMedia, resolveCustomMedia } from '../../scripts/postcss-custom-media.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BREAKPOINTS = path.join(ROOT, 'src/styles/breakpoints.css')
const definitions = readCustomMedia(readFileSync(BREAKPOINTS, 'utf8'))

/** Every `@media` of the storefront's stylesheets (comments aside), with the place it stands. */
function mediaQueries(): { where: string; params: string }[] {
  return globSync('src/**/*.css', { cwd: ROOT }).flatMap((file) => {
    const queries: { where: string; params: string }[] = []
    postcss.parse(readFileSync(path.join(ROOT, file), 'utf8')).walkAtRules('media', (rule) => {
      queries.push({ where: `${file}:${rule.source?.start?.line}`, params: rule.params })
    })
    return queries
  })
}

describe('breakpoints', () => {
  it('are the SPEC widths: phones up to 767 px, the mobile menu up to 990 px, 4-up sliders above 1220 px', () => {
    expect(Object.fromEntries(definitions)).toEqual({
      '--tablet': '(width >= 768px)',
      '--desktop': '(width >= 991px)',
      '--wide': '(width >= 1221px)',
    })
  })

  it('are the only widths media queries use: none writes a size of its own', () => {
    const queries = mediaQueries()
    expect(queries.length).toBeGreaterThan(50)
    const ownSizes = queries.filter(({ params }) => /width|height|aspect-ratio|\d(px|em|rem)\b/.test(params))
    expect(ownSizes.map(({ where, params }) => `${where} @media ${params}`)).toEqual([])
  })

  it('are defined for every name a media query uses', () => {
    const unknown = mediaQueries().filter(({ params }) => {
      try {
        resolveCustomMedia(params, definitions)
        return false
      } catch {
        return true
      }
    })
    expect(unknown.map(({ where, params }) => `${where} @media ${params}`)).toEqual([])
  })
})

describe('the custom media plugin', () => {
  const compile = (css: string) => postcss([postcssCustomMedia(BREAKPOINTS)]).process(css, { from: 'card.module.css' })

  it('replaces each name with its query, keeps other media features, and has Vite watch the breakpoints', async () => {
    const result = await compile(
      '@media (--tablet) { a { color: red } }\n@media not (--wide) { b { color: red } }\n' +
        '@media (prefers-reduced-motion: reduce) { c { color: red } }',
    )
    expect(result.css).toBe(
      '@media (width >= 768px) { a { color: red } }\n@media not (width >= 1221px) { b { color: red } }\n' +
        '@media (prefers-reduced-motion: reduce) { c { color: red } }',
    )
    expect(result.messages).toContainEqual(expect.objectContaining({ type: 'dependency', file: BREAKPOINTS }))
  })

  it('also replaces the names in rules that CSS Modules adds at its exit (those of `composes: … from`)', async () => {
    const composes: Plugin = {
      postcssPlugin: 'composes',
      OnceExit: (root) => void root.prepend(postcss.parse('@media not (--tablet) { .table thead { display: none } }')),
    }
    const result = await postcss([composes, postcssCustomMedia(BREAKPOINTS)]).process('a {}', {
      from: 'table.module.css',
    })
    expect(result.css).toContain('@media not (width >= 768px) {')
    expect(result.css).not.toContain('--tablet')
  })

  it('refuses a name the breakpoints do not define, saying where it stands', async () => {
    await expect(compile('a {}\n@media (--phablet) { a { color: red } }')).rejects.toThrow(
      /card\.module\.css:2:1: Unknown custom media --phablet/,
    )
  })
})
