import { createRouter } from '@tanstack/react-router'
import { ErrorPage } from './components/errors/error-page'
import { NotFoundPage } from './components/errors/not-found-page'
import { isConstrainedConnection } from './lib/network'
import { pageNonce } from './lib/page-nonce'
import { parsePlainSearch, stringifyPlainSearch } from './lib/search-params'
import { deLocalizeUrl, localizeUrl } from '../messages/compiled/runtime.js'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  return createRouter({
    routeTree,
    trailingSlash: 'always',
    // Written on every script the router renders; the Content-Security-Policy header names the same nonce.
    ssr: { nonce: pageNonce() },
    scrollRestoration: true,
    defaultPreload: isConstrainedConnection() ? false : 'intent',
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /**
     * When the session ends on this page it stays as it is (not loaded again as a guest's, which would send the
     * guest away), so the buyer can sign in again and send what the form holds.
     */
    keepsFormWhenSignedOut?: boolean
  }
}
