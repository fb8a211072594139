import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { postcssCustomMedia } from './scripts/postcss-custom-media.mjs'

const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  '@tanstack/(react-router|router-core|history|store|react-store|start-client-core|react-start-client|react-start)',
  'seroval',
  'seroval-plugins',
  'valibot',
]

export default defineConfig({
  server: { port: 3000 },
  ssr: {
    // Native or WASM packages load their own files at run time: keep them out of the bundle.
    external: ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer', 'pdfkit'],
  },
  build: {
    // One stylesheet for the whole storefront: a page waits for one cached file, not a handful of small ones.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          // The libraries every page starts with (React, the router and TanStack Start's client, the form rules)
          // stay together with the entry instead of in a dozen small files, each one more request waiting for a
          // connection before the page can start. The API client's ofetch is not one of them: it loads once the page
          // is idle (src/api/prefetch.ts); nor is xstate: the machines start after hydration (decision 031).
          groups: [{ name: 'framework', test: new RegExp(`/node_modules/(${FRAMEWORK.join('|')})/`) }],
        },
      },
    },
  },
  css: {
    modules: { generateScopedName: scopedClassName },
    postcss: { plugins: [postcssCustomMedia(fileURLToPath(new URL('src/styles/breakpoints.css', import.meta.url)))] },
  },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        // A route's loader travels with its page component: the entry then holds no route's data calls (the back
        // office's API clients and contracts among them), and the page that runs a loader has its code anyway.
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      },
    }),
    viteReact(),
    urlPatternPolyfillOnDemand(),
    noServerFunctionClient(),
  ],
})

/** A plugin that, in the browser's bundle only, answers the import `matches` picks with `code` instead. */
function browserReplacement(
  name: string,
  matches: (source: string, importer: string) => boolean,
  code: string,
): Plugin {
  const id = `\0vitrina-${name}`
  return {
    name: `vitrina:${name}`,
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source, importer) => (importer !== undefined && matches(source, importer) ? id : undefined),
    load: (loading) => (loading === id ? code : undefined),
  }
}

/** Paraglide's runtime imports the URLPattern polyfill for every browser; in the browser's bundle that import is
 * empty and the entry (src/client.tsx) loads the polyfill only where URLPattern is missing. The server keeps it. */
function urlPatternPolyfillOnDemand(): Plugin {
  return browserReplacement(
    'urlpattern-polyfill-on-demand',
    (source, importer) =>
      source === '@inlang/paraglide-js/urlpattern-polyfill' && importer.endsWith('/messages/compiled/runtime.js'),
    '',
  )
}

/** The storefront has no server functions (its API is Hono's, under /api/), yet TanStack Start's browser entry always
 * registers the client of their RPC, and with it seroval's JSON reader and its plugins, about 10 KB gzip of every
 * first load. In the browser's bundle that client is one that says so if it is ever asked for (decision 035). */
function noServerFunctionClient(): Plugin {
  return browserReplacement(
    'no-server-function-client',
    (source, importer) =>
      source.endsWith('/client-rpc/createClientRpc.js') && importer.includes('/@tanstack/start-client-core/'),
    'export function createClientRpc(id) { throw new Error(`No server function ${id}: the API is under /api/`) }',
  )
}

const root = fileURLToPath(new URL('.', import.meta.url))
const builtNames = new Map<string, string>()

/** A CSS module's class: a hash of its file and name, the same in the server and client bundles. Short in the build,
 * since every card and filter repeats its classes in the HTML; with the local name in front while developing. */
function scopedClassName(name: string, filename: string): string {
  const file = path.relative(root, filename.split('?')[0]!).split(path.sep).join('/')
  const key = `${file}:${name}`
  const digits = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 12)}`).toString(36)
  const short = `${String.fromCharCode(97 + (digits.charCodeAt(0) % 26))}${digits.slice(-5)}`
  if (process.env.NODE_ENV !== 'production') return `${name}_${short}`
  const taken = builtNames.get(short)
  if (taken !== undefined && taken !== key) throw new Error(`CSS class ${short} stands for both ${taken} and ${key}`)
  builtNames.set(short, key)
  return short
}
