import { createFileRoute, notFound } from '@tanstack/react-router'
import { CityChooser } from '../../components/company/city-chooser'
import { CompanyPage } from '../../components/company/company-page'
import { EmptyNote } from '../../components/company/empty-note'
import { ShopList } from '../../components/company/shop-list'
import { getCityShops, getShopsData, getShopsPage } from '../../api/content'
import { contentHead } from '../../lib/content-head'
import { orNotFound } from '../../lib/or-not-found'
import { m } from '../../../messages/compiled/messages.js'

const CITY_ID = /^[1-9]\d{0,8}$/

/** A 404 or 400 answer means the address (its city) names nothing. */
const alsoMalformed = { badRequest: true }

export const Route = createFileRoute('/shops/')({
  validateSearch: (search: Record<string, unknown>): { city?: string } =>
    typeof search.city === 'string' ? { city: search.city } : {},
  loaderDeps: ({ search }) => ({ city: search.city }),
  loader: async ({ deps }) => {
    if (deps.city !== undefined && !CITY_ID.test(deps.city)) throw notFound()
    const [page, data] = await Promise.all([
      orNotFound(getShopsPage(), alsoMalformed),
      orNotFound(getShopsData(), alsoMalformed),
    ])
    // No city has shops yet: there is no default city to ask for.
    if (data.cities.length === 0) return { page, data, shops: null }
    const city = deps.city ?? data.default_city
    const shops = await orNotFound(getCityShops(city), alsoMalformed)
    return { page, data, shops }
  },
  head: ({ loaderData }) => contentHead(loaderData?.page),
  component: ShopsRoute,
})

function ShopsRoute() {
  const { page, data, shops } = Route.useLoaderData()
  return (
    <CompanyPage title={page.title} body={page.body}>
      {shops ? (
        <>
          <CityChooser cities={data.cities} />
          <ShopList title={m.company_shops_title({ city: shops.city.title })} shops={shops.shops} />
          <ShopList title={m.company_dealers_title({ city: shops.city.title })} shops={shops.dealers} />
        </>
      ) : (
        <EmptyNote />
      )}
    </CompanyPage>
  )
}
