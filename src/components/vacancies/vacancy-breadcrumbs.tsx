// Vacancies › the vacancy (› the response form, when `current` names it).
import { m } from '../../../messages/compiled/messages.js'
import type { Vacancy } from '../../../contract/content'
import { AppLink } from '../ui/app-link'
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs'

export function VacancyBreadcrumbs({ vacancy, current }: { vacancy: Vacancy; current?: string }) {
  const crumbs: Crumb[] = [
    { key: 'vacancies', label: m.vacancies_title(), link: (label) => <AppLink to="/vacancies/">{label}</AppLink> },
    {
      key: vacancy.slug,
      label: vacancy.title,
      link: (label) => <AppLink to={`/vacancies/${vacancy.slug}/`}>{label}</AppLink>,
    },
    ...(current ? [{ key: 'current', label: current }] : []),
  ]
  return <Breadcrumbs crumbs={crumbs} />
}
