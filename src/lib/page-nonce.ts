// The script nonce of the page being rendered: set per request by src/server.ts; undefined in the browser, where
// the router reads it back from the page's csp-nonce meta tag.
import { getGlobalStartContext } from '@tanstack/react-start'

// Start types this context from registered request middleware, of which the shop has none.
type PageRequestContext = { nonce?: string } | undefined

export const pageNonce = (): string | undefined => (getGlobalStartContext() as PageRequestContext)?.nonce
