import { createFileRoute } from '@tanstack/react-router'
import { StaffOverview } from '../../components/staff/shell/staff-overview'

export const Route = createFileRoute('/staff/')({
  component: StaffOverviewRoute,
})

function StaffOverviewRoute() {
  const { staff } = Route.useRouteContext()
  return <StaffOverview staff={staff} />
}
