// The open vacancies as cards linking to their pages, or "nothing here yet".
import { m } from '../../../messages/compiled/messages.js'
import type { Vacancy } from '../../../contract/content'
import { AppLink } from '../ui/app-link'
import { VacancyConditions } from './vacancy-conditions'
import styles from './vacancy-list.module.css'

export function VacancyList({ vacancies }: { vacancies: Vacancy[] }) {
  if (vacancies.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {m.vacancies_empty()}
      </p>
    )
  }
  return (
    <ul className={styles.list}>
      {vacancies.map((vacancy) => (
        <li key={vacancy.id} className={styles.card} data-vacancy={vacancy.slug}>
          <h2 className={styles.title}>
            <AppLink to={`/vacancies/${vacancy.slug}/`} className={styles.link}>
              {vacancy.title}
            </AppLink>
          </h2>
          <VacancyConditions vacancy={vacancy} />
        </li>
      ))}
    </ul>
  )
}
