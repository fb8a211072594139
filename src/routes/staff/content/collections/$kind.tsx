import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import type { Localized } from '../../../../../contract/staff/localized'
import { isCollectionKind } from '../../../../../contract/staff/site-collections'
import { getLocale } from '../../../../../messages/compiled/runtime.js'
import { listCollection } from '../../../../api/staff/site-content'
import { CollectionEditor } from '../../../../components/staff/content/site/collection-editor'
import { orNotFound } from '../../../../lib/or-not-found'

// /staff/content/collections/<kind>/: FAQ, team, partners, vacancies, cities, shops — one page for every kind.
export const Route = createFileRoute('/staff/content/collections/$kind')({
  loader: async ({ params }) => {
    const kind = params.kind
    if (!isCollectionKind(kind)) throw notFound()
    const [items, cities] = await Promise.all([
      orNotFound(listCollection(kind)),
      kind === 'shops' ? orNotFound(listCollection('cities')) : Promise.resolve([]),
    ])
    const lang = getLocale() === 'en' ? 'en' : 'ru'
    return {
      kind,
      items,
      cities: cities.map((city) => ({
        id: city.id,
        title: (city.title as Localized)[lang] || (city.title as Localized).ru,
      })),
    }
  },
  component: CollectionRoute,
})

function CollectionRoute() {
  const { kind, items, cities } = Route.useLoaderData()
  const router = useRouter()
  return (
    <CollectionEditor key={kind} kind={kind} items={items} cities={cities} onChanged={() => void router.invalidate()} />
  )
}
