import { createFileRoute } from '@tanstack/react-router'
import { VacanciesPage } from '../../components/vacancies/vacancies-page'
import { getVacanciesPage } from '../../api/content'
import { contentHead } from '../../lib/content-head'

export const Route = createFileRoute('/vacancies/')({
  loader: () => getVacanciesPage(),
  head: ({ loaderData }) => contentHead(loaderData),
  component: VacanciesRoute,
})

function VacanciesRoute() {
  return <VacanciesPage page={Route.useLoaderData()} />
}
