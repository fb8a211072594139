import { createFileRoute } from '@tanstack/react-router'
import { getSiteSettings, listMenus } from '../../../../api/staff/site-content'
import { SettingsForm } from '../../../../components/staff/content/site/settings-form'
import { orNotFound } from '../../../../lib/or-not-found'

// Admins only: the API answers anybody else with a 404, and so does the page.
export const Route = createFileRoute('/staff/content/settings/')({
  loader: async () => {
    const [settings, menus] = await Promise.all([orNotFound(getSiteSettings()), orNotFound(listMenus())])
    return { settings, menus }
  },
  component: SettingsRoute,
})

function SettingsRoute() {
  const { settings, menus } = Route.useLoaderData()
  return <SettingsForm settings={settings} menus={menus} />
}
