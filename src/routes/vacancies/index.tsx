import { createFileRoute } from '@tanstack/react-router'
import { RichText } from '../../components/ui/rich-text'
import { VacancyList } from '../../components/vacancies/vacancy-list'
import { api } from '../../lib/api/instance'
import { contentHead } from '../../lib/content-head'
import type { ContentPage, Vacancy } from '../../schemas/content'

export const Route = createFileRoute('/vacancies/')({
  loader: () => api().get<ContentPage & { results: Vacancy[] }>('pages/vacancies/'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: VacanciesRoute,
})

function VacanciesRoute() {
  const page = Route.useLoaderData()
  return (
    <div>
      <h1>{page.title}</h1>
      {page.body ? <RichText html={page.body} /> : null}
      <VacancyList vacancies={page.results} />
    </div>
  )
}
