/// <reference types="vite/client" />
import { type ReactNode, Suspense, lazy, useEffect } from 'react'
import { Outlet, Scripts, createRootRoute, useRouterState } from '@tanstack/react-router'
import { ErrorPage } from '../components/errors/error-page'
import { NotFoundPage } from '../components/errors/not-found-page'
import { AccountMenu } from '../components/account/account-menu'
import { AuthModals } from '../components/auth/auth-modals'
import { SessionEndedNotice } from '../components/auth/session-ended-notice'
import { CartNotice } from '../components/cart/cart-notice'
import { Analytics } from '../components/layout/analytics'
import { PageHead } from '../components/layout/page-head'
import { OrganizationData } from '../components/seo/organization-data'
import { SiteLayout } from '../components/layout/site-layout'
import { getCart } from '../api/cart'
import { getSiteVars } from '../api/site'
import { formatPrice } from '../../contract/format/price'
import { m } from '../../messages/compiled/messages.js'
import { getLocale } from '../../messages/compiled/runtime.js'
import type { RootData } from '../lib/root-data'
import { fetchViewer } from '../lib/viewer'
import { fetchVisitorCity } from '../lib/city/chosen-city'
import { menuTree, menuVersion } from '../../contract/category-tree'
import type { PageVars, VarsResponse } from '../../contract/site'
import { FavoritesProvider } from '../state/favorites-provider'
import { AuthProvider, useAuth } from '../state/auth-provider'
import { CartProvider, useCart } from '../state/cart-provider'
import { CityProvider } from '../state/city-provider'
import { MenuTreeProvider } from '../state/menu-tree-provider'
import { ModalsProvider, useModals } from '../state/modals-provider'
import '../styles/global.css'

// Only a staff member viewing the shop as a customer sees it: its code (and the submission machine behind its button)
// stays out of every other visitor's first load.
const ViewAsBanner = lazy(() =>
  import('../components/layout/view-as-banner').then((module) => ({ default: module.ViewAsBanner })),
)

export const Route = createRootRoute({
  loader: async (): Promise<RootData> => {
    const [answer, viewer, city] = await Promise.all([
      // On failure the shell still renders; header and footer fall back to their defaults.
      getSiteVars().catch(() => null),
      fetchViewer(),
      fetchVisitorCity(),
    ])
    // The buyer's cart fills the header from the first render; a failure leaves it to the cart provider to load.
    const cart = viewer ? await getCart({ suppressErrorAlert: true }).catch(() => null) : null
    return { ...splitVars(answer), viewer, city, cart }
  },
  staleTime: Infinity,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: m.site_name() },
    ],
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

/** vars/ without its category tree, which the page names by version for the menu to fetch once, when wanted, and
 * without the settings no storefront page reads. */
function splitVars(answer: VarsResponse | null): Pick<RootData, 'vars' | 'menu'> {
  if (!answer) return { vars: null, menu: null }
  const { categories, settings, ...vars } = answer
  const { wait_title: _title, wait_text: _text, labels: _labels, ...pageSettings } = settings
  return {
    vars: { ...vars, settings: pageSettings },
    menu: { version: menuVersion(menuTree(categories)), roots: menuTree(categories, 1) },
  }
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={getLocale()}>
      <head>
        <PageHead />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  // No loader data only when the root loader itself failed: the page still renders in the default frame.
  const data = Route.useLoaderData() as RootData | undefined
  // The back office has its own frame (src/routes/staff/route.tsx), without the storefront's header and footer.
  const inBackOffice = useRouterState({ select: (state) => state.location.pathname.startsWith('/staff/') })
  // Marks the page interactive, in the shop and in the back office: styles may rely on it, and browser tests wait
  // for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <AuthProvider viewer={data?.viewer ?? null}>
      <FavoritesProvider>
        <ModalsProvider>
          <CityProvider initial={data?.city ?? null}>
            <CartProvider initial={data?.cart ?? null}>
              {inBackOffice ? (
                <Outlet />
              ) : (
                <MenuTreeProvider menu={data?.menu ?? null}>
                  <Frame vars={data?.vars ?? null} />
                </MenuTreeProvider>
              )}
            </CartProvider>
          </CityProvider>
        </ModalsProvider>
      </FavoritesProvider>
      <Analytics ids={data?.vars?.settings.analytics} />
    </AuthProvider>
  )
}

function Frame({ vars }: { vars: PageVars | null }) {
  const { user, logout } = useAuth()
  const { openLogin } = useModals()
  const { cart } = useCart()
  const session = user
    ? {
        cartCount: cart?.total_products ?? 0,
        cartTotal: cart ? formatPrice(cart.total_sum) : null,
        name: user.full_name || null,
      }
    : null
  return (
    <SiteLayout
      vars={vars}
      session={session}
      onLogin={openLogin}
      account={user ? <AccountMenu user={user} onLogout={logout} /> : null}
      overlays={
        <>
          <AuthModals />
          <CartNotice />
        </>
      }
    >
      {vars ? <OrganizationData vars={vars} /> : null}
      <SessionEndedNotice />
      {user?.view_as ? (
        <Suspense fallback={null}>
          <ViewAsBanner user={user} />
        </Suspense>
      ) : null}
      <Outlet />
    </SiteLayout>
  )
}
