// Custom media for every stylesheet: `@media (--tablet)` becomes the query that one definitions file gives
// `--tablet` (`@custom-media --tablet (width >= 768px);`). Browsers do not support custom media yet, and
// Lightning CSS resolves them only within one file, while each CSS Module is compiled on its own.
import { readFileSync } from 'node:fs'

const COMMENT = /\/\*[\s\S]*?\*\//g
const DEFINITION = /@custom-media\s+(--[\w-]+)\s+([^;]+);/g
const REFERENCE = /\((--[\w-]+)\)/g

/**
 * The `@custom-media` definitions of a stylesheet: each name with its media query.
 * @param {string} css
 * @returns {Map<string, string>}
 */
export function readCustomMedia(css) {
  const definitions = new Map()
  for (const [, name, query] of css.replaceAll(COMMENT, '').matchAll(DEFINITION)) definitions.set(name, query.trim())
  return definitions
}

/**
 * A media query with each `(--name)` replaced by its definition; an undefined name is an error.
 * @param {string} query
 * @param {ReadonlyMap<string, string>} definitions
 * @returns {string}
 */
export function resolveCustomMedia(query, definitions) {
  return query.replaceAll(REFERENCE, (_, name) => {
    const definition = definitions.get(name)
    if (definition === undefined) throw new Error(`Unknown custom media ${name}: define it in the breakpoints file`)
    return definition
  })
}

/**
 * The PostCSS plugin; `file` holds the definitions and is read afresh for each stylesheet that uses one.
 * @param {string} file
 * @returns {import('postcss').Plugin}
 */
export function postcssCustomMedia(file) {
  return {
    postcssPlugin: 'custom-media',
    // On exit: CSS Modules adds the rules that `composes: … from` brings from another file only at its own exit.
    OnceExit(root, { result }) {
      /** @type {Map<string, string> | undefined} */
      let definitions
      root.walkAtRules('media', (atRule) => {
        if (!atRule.params.includes('(--')) return
        if (!definitions) {
          definitions = readCustomMedia(readFileSync(file, 'utf8'))
          // Vite watches it for this stylesheet: editing a breakpoint updates the page in dev.
          result.messages.push({ type: 'dependency', plugin: 'custom-media', file, parent: result.opts.from })
        }
        try {
          atRule.params = resolveCustomMedia(atRule.params, definitions)
        } catch (error) {
          throw atRule.error(error instanceof Error ? error.message : String(error))
        }
      })
    },
  }
}
