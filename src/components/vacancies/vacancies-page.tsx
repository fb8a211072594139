// The vacancies page: the staff-written title and introduction above the open vacancies.
import type { ContentPage, Vacancy } from '../../../contract/content'
import { RichText } from '../ui/rich-text'
import { VacancyList } from './vacancy-list'
import styles from './vacancies-page.module.css'

export function VacanciesPage({ page }: { page: ContentPage & { results: Vacancy[] } }) {
  return (
    <div className={styles.page}>
      <h1>{page.title}</h1>
      {page.body ? <RichText html={page.body} className={styles.intro} /> : null}
      <VacancyList vacancies={page.results} />
    </div>
  )
}
