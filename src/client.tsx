// The browser's entry: TanStack Start's own, hydrating once the URLPattern the locale rewrite matches with is there.
// Browsers that have it (Chromium) skip the polyfill, which the build leaves out of the entry (vite.config.ts).
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prefetchApiClient } from './api/prefetch'

const urlPatternReady =
  'URLPattern' in globalThis ? Promise.resolve() : import('@inlang/paraglide-js/urlpattern-polyfill')

void urlPatternReady.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
    prefetchApiClient()
  }),
)
