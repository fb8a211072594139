import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { TeamList } from '../../components/company/team-list'
import { loadPage } from '../../lib/company/load-page'
import { contentHead } from '../../lib/content-head'
import type { ContentPage, TeamMember } from '../../../contract/content'

export const Route = createFileRoute('/team/')({
  loader: () => loadPage<ContentPage & { members: TeamMember[] }>('pages/teampage/'),
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
