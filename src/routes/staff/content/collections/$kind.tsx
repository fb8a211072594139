import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import type { Localized } from '../../../../../contract/staff/localized'
import { isCollectionKind } from '../../../../../contract/staff/site-collections'
import { m } from '../../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../../messages/compiled/runtime.js'
import { listCollection, listMenus } from '../../../../api/staff/site-content'
import { CollectionEditor } from '../../../../components/staff/content/site/collection-editor'
import { MenuPicker } from '../../../../components/staff/content/site/menu-picker'
import { orNotFound } from '../../../../lib/or-not-found'

const titleOf = (title: Localized) => title[getLocale() === 'en' ? 'en' : 'ru'] || title.ru

/** Which menu's items are shown (menu items only). */
const menuOf = (search: Record<string, unknown>) => {
  const id = Number(search.menu)
  return Number.isInteger(id) && id > 0 && id < 1e9 ? id : undefined
}

// /staff/content/collections/<kind>/: FAQ, team, partners, vacancies, cities, shops, menu items, labels — one page
// for every kind; menu items one menu at a time (?menu=<id>).
export const Route = createFileRoute('/staff/content/collections/$kind')({
  validateSearch: (search: Record<string, unknown>): { menu?: number } => ({ menu: menuOf(search) }),
  loaderDeps: ({ search }) => ({ menu: search.menu }),
  loader: async ({ params, deps }) => {
    const kind = params.kind
    if (!isCollectionKind(kind)) throw notFound()
    const menus = kind === 'menu_items' ? await orNotFound(listMenus()) : []
    const menu = kind === 'menu_items' ? (menus.find((item) => item.id === deps.menu) ?? menus[0]) : undefined
    const [items, cities] = await Promise.all([
      orNotFound(listCollection(kind, { scope: menu?.id })),
      kind === 'shops' ? orNotFound(listCollection('cities')) : Promise.resolve([]),
    ])
    return {
      kind,
      items,
      cities: cities.map((city) => ({ id: city.id, title: titleOf(city.title as Localized) })),
      menus: menus.map((item) => ({ id: item.id, title: `${titleOf(item.title)} (${item.slug})` })),
      menu: menu?.id,
    }
  },
  component: CollectionRoute,
})

function CollectionRoute() {
  const { kind, items, cities, menus, menu } = Route.useLoaderData()
  const router = useRouter()
  const navigate = Route.useNavigate()
  return (
    <CollectionEditor
      key={`${kind}-${menu ?? ''}`}
      kind={kind}
      items={items}
      cities={cities}
      fixed={menu ? { menu_id: menu } : undefined}
      picker={
        menu ? (
          <MenuPicker
            label={m.staff_site_f_menu()}
            menus={menus}
            value={menu}
            onChange={(next) => void navigate({ search: { menu: next } })}
          />
        ) : null
      }
      onChanged={() => void router.invalidate()}
    />
  )
}
