import { createFileRoute } from '@tanstack/react-router'
import { getSiteSettings } from '../../../../api/staff/site-content'
import { SettingsForm } from '../../../../components/staff/content/site/settings-form'
import { orNotFound } from '../../../../lib/or-not-found'

// Admins only: the API answers anybody else with a 404, and so does the page.
export const Route = createFileRoute('/staff/content/settings/')({
  loader: () => orNotFound(getSiteSettings()),
  component: SettingsRoute,
})

function SettingsRoute() {
  return <SettingsForm settings={Route.useLoaderData()} />
}
