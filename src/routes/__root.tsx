/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import { HeadContent, Outlet, Scripts, createRootRoute, notFound } from '@tanstack/react-router'
import { ErrorPage } from '../components/errors/error-page'
import { NotFoundPage } from '../components/errors/not-found-page'
import { SiteLayout } from '../components/layout/site-layout'
import { api } from '../lib/api/instance'
import { LOCALE_ERROR, hasUnknownLocalePrefix } from '../lib/locale-segment'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import type { RootData } from '../lib/root-data'
import type { AccountResponse } from '../schemas/account'
import type { VarsResponse } from '../schemas/site'
import '../styles/global.css'
import interCyrillic400 from '@fontsource/inter/files/inter-cyrillic-400-normal.woff2?url'
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url'

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    if (hasUnknownLocalePrefix(location.pathname)) throw notFound({ data: { reason: LOCALE_ERROR } })
  },
  loader: async (): Promise<RootData> => {
    const client = api()
    const [vars, viewer] = await Promise.all([
      // On failure the shell still renders; header and footer fall back to their defaults.
      client.get<VarsResponse>('vars/').catch(() => null),
      client.hasToken()
        ? client.get<AccountResponse>('my/account/').then(({ user }) => user, () => null)
        : Promise.resolve(null),
    ])
    return { vars, viewer }
  },
  staleTime: Infinity,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: m.site_name() },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // The body text faces; the same hashed files the @font-face rules in global.css point at.
      { rel: 'preload', href: interCyrillic400, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'preload', href: interLatin400, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={getLocale()}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  // No loader data when beforeLoad threw (unknown locale prefix): the 404 still renders in the default frame.
  const data = Route.useLoaderData() as RootData | undefined
  const viewer = data?.viewer
  // Favourites and cart counts join the header with the cart issue; until then a buyer's are empty.
  const session = viewer ? { favorites: 0, cartCount: 0, cartTotal: null, name: viewer.full_name || null } : null
  return (
    <SiteLayout vars={data?.vars ?? null} session={session}>
      <Outlet />
    </SiteLayout>
  )
}
