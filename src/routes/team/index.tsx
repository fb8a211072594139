import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { TeamList } from '../../components/company/team-list'
import { getTeamPage } from '../../api/content'
import { orNotFound } from '../../lib/or-not-found'
import { contentHead } from '../../lib/content-head'

export const Route = createFileRoute('/team/')({
  loader: () => orNotFound(getTeamPage(), { badRequest: true }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: TeamRoute,
})

function TeamRoute() {
  const page = Route.useLoaderData()
  return (
    <CompanyPage title={page.title} body={page.body}>
      <TeamList members={page.members} />
    </CompanyPage>
  )
}
