import { createFileRoute } from '@tanstack/react-router'
import { VacancyPage } from '../../../components/vacancies/vacancy-page'
import { contentHead } from '../../../lib/content-head'
import { loadVacancy } from '../../../lib/load-vacancy'

export const Route = createFileRoute('/vacancies/$slug/')({
  loader: ({ params }) => loadVacancy(params.slug),
  head: ({ loaderData }) => contentHead(loaderData),
  component: VacancyRoute,
})

function VacancyRoute() {
  const vacancy = Route.useLoaderData()
  return <VacancyPage vacancy={vacancy} />
}
