import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentLanding } from '../../../components/staff/content/site/content-landing'

// The content section's first page: for the roles that edit content, the 404 page to other staff.
export const Route = createFileRoute('/staff/content/')({
  beforeLoad: ({ context }) => {
    if (!context.staff.areas.includes('content')) throw notFound()
  },
  component: ContentLandingRoute,
})

function ContentLandingRoute() {
  const { staff } = Route.useRouteContext()
  return <ContentLanding staff={staff} />
}
