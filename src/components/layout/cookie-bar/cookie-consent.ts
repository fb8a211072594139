// The cookie-bar flag (SPEC: acceptance stores cb=1). Read from the request cookie during SSR and from
// document.cookie in the browser, so a visitor who accepted never gets the bar in the HTML, not even for a frame.
// A full-page HTML cache must therefore key guest pages on this cookie too.
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'

export const COOKIE_CONSENT_NAME = 'cb'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function consentFromCookieHeader(header: string): boolean {
  return header.split(';').some((part) => part.trim() === `${COOKIE_CONSENT_NAME}=1`)
}

export const hasCookieConsent = createIsomorphicFn()
  .server((): boolean => getCookie(COOKIE_CONSENT_NAME) === '1')
  .client((): boolean => consentFromCookieHeader(document.cookie))

export function storeCookieConsent() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIE_CONSENT_NAME}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`
}
