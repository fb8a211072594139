import { createFileRoute } from '@tanstack/react-router'
import { VacancyResponseForm } from '../../../../components/forms/vacancy-response-form'
import { VacancyBreadcrumbs } from '../../../../components/vacancies/vacancy-breadcrumbs'
import { contentHead } from '../../../../lib/content-head'
import { loadVacancy } from '../../../../lib/load-vacancy'
import { m } from '../../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/vacancies/$slug/form/')({
  loader: ({ params }) => loadVacancy(params.slug),
  head: ({ loaderData }) => {
    const head = contentHead(
      loaderData && {
        ...loaderData,
        meta: {
          ...loaderData.meta,
          title: m.vacancy_form_title({ vacancy: loaderData.meta.title || loaderData.title }),
        },
      },
    )
    return { meta: [...head.meta, { name: 'robots', content: 'noindex,follow' }] }
  },
  component: VacancyFormRoute,
})

function VacancyFormRoute() {
  const vacancy = Route.useLoaderData()
  return (
    <div>
      <VacancyBreadcrumbs vacancy={vacancy} current={m.vacancies_respond()} />
      <h1>{m.vacancy_form_title({ vacancy: vacancy.title })}</h1>
      <VacancyResponseForm key={vacancy.slug} vacancySlug={vacancy.slug} />
    </div>
  )
}
