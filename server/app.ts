// The HTTP API of SPEC section 7, served under /api/ (Russian) and /api/en/ (English).
import { Hono } from 'hono'
import type { AppContext, AppEnv } from './context'
import { errorAnswer } from './http/errors'
import { cacheControl } from './http/cache-control'
import { clientAddress } from './http/client-address'
import { createLogger, requestLog } from './http/logger'
import { refuseCrossSite } from './http/cross-site'
import { authenticate, requestId, withContext } from './http/middleware'
import { outsideOnly } from './http/page-calls'
import { requestLimits } from './http/request-limits'
import { translate } from './i18n'
import { accountRoutes } from './modules/accounts/routes'
import { authRoutes } from './modules/auth/routes'
import { catalogueRoutes } from './modules/catalogue/routes'
import { companyRoutes } from './modules/companies/routes'
import { menuTreeRoutes } from './modules/catalogue/menu-tree-routes'
import { catalogueDownloadRoutes } from './modules/catalogue-download/routes'
import { formRoutes } from './modules/forms/routes'
import { geoRoutes } from './modules/geo/routes'
import { handbookRoutes } from './modules/handbooks/routes'
import { cartRoutes } from './modules/cart/routes'
import { waitListRoutes } from './modules/wait-list/routes'
import { contentRoutes } from './modules/content/routes'
import { favoriteRoutes } from './modules/favorites/routes'
import { healthRoutes } from './modules/health/routes'
import { orderRoutes } from './modules/orders/routes'
import { searchRoutes } from './modules/search/routes'
import { seoRoutes } from './modules/seo/routes'
import { siteRoutes } from './modules/site/routes'
import { staffRoutes } from './modules/staff/routes'
import { suggestionRoutes } from './modules/suggestions/routes'
import { surveyRoutes } from './modules/surveys/routes'

function apiRoutes() {
  return (
    new Hono<AppEnv>()
      .route('/', healthRoutes)
      .route('/', siteRoutes)
      .route('/', catalogueRoutes)
      .route('/', menuTreeRoutes)
      .route('/', catalogueDownloadRoutes)
      .route('/', handbookRoutes)
      .route('/', searchRoutes)
      .route('/', seoRoutes)
      .route('/', accountRoutes)
      .route('/', authRoutes)
      .route('/', surveyRoutes)
      .route('/', suggestionRoutes)
      .route('/', formRoutes)
      .route('/', geoRoutes)
      .route('/', cartRoutes)
      .route('/', favoriteRoutes)
      .route('/', waitListRoutes)
      .route('/', orderRoutes)
      .route('/', companyRoutes)
      .route('/', staffRoutes)
      // Last: its flat-page catch-all pages/{slug}/ must not shadow another module's pages/… path.
      .route('/', contentRoutes)
  )
}

export function createApiApp(ctx: AppContext) {
  const app = new Hono<AppEnv>({ strict: true })
  const logger = ctx.logger ?? createLogger(ctx.env)
  app.use(
    '*',
    requestId,
    withContext(ctx),
    clientAddress,
    outsideOnly(requestLog(logger)),
    outsideOnly(cacheControl),
    requestLimits(ctx.env),
  )
  app.use('*', refuseCrossSite(ctx.env.SITE_URL, ctx.env.CSRF_TRUSTED_ORIGINS), authenticate)
  const routes = apiRoutes()
  app.route('/api/en', routes)
  app.route('/api', routes)

  app.notFound((c) => c.json({ detail: translate('api_not_found', c.var.locale ?? 'ru') }, 404))
  app.onError((error, c) => {
    const locale = c.var.locale ?? 'ru'
    const answer = errorAnswer(error)
    if (answer) return c.json(answer.body, answer.status, answer.headers)
    if (error instanceof SyntaxError) return c.json({ detail: translate('api_bad_json', locale) }, 400)
    // Once, with the stack and the request id to find it by; never the body, which may hold passwords.
    logger.error({ err: error, requestId: c.var.requestId, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json({ detail: translate('api_server_error', locale) }, 500)
  })
  return app
}

export type ApiApp = ReturnType<typeof createApiApp>
