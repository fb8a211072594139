import { createFileRoute, useRouter } from '@tanstack/react-router'
import { getStaffAbout, listStaffFeatures } from '../../../../api/staff/content-home'
import { AboutForm } from '../../../../components/staff/content/about/about-form'
import { FeaturePanel } from '../../../../components/staff/content/about/feature-panel'
import { StaffPage } from '../../../../components/staff/shell/staff-page'
import { m } from '../../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/staff/content/about/')({
  loader: async () => {
    const [about, features] = await Promise.all([getStaffAbout(), listStaffFeatures()])
    return { about, features: features.results }
  },
  component: AboutRoute,
})

function AboutRoute() {
  const { about, features } = Route.useLoaderData()
  const router = useRouter()
  return (
    <StaffPage title={m.staff_content_about_title()}>
      <AboutForm about={about} />
      <FeaturePanel features={features} onChanged={() => void router.invalidate()} />
    </StaffPage>
  )
}
