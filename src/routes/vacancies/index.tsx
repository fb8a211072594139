import { createFileRoute } from '@tanstack/react-router'
import { VacanciesPage } from '../../components/vacancies/vacancies-page'
import { api } from '../../api/instance'
import { contentHead } from '../../lib/content-head'
import type { ContentPage, Vacancy } from '../../../contract/content'

export const Route = createFileRoute('/vacancies/')({
  loader: () => api().get<ContentPage & { results: Vacancy[] }>('pages/vacancies/'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: VacanciesRoute,
})

function VacanciesRoute() {
  return <VacanciesPage page={Route.useLoaderData()} />
}
