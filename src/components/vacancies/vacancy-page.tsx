// One vacancy: its conditions and contacts, the staff-written description and the way to respond.
import { m } from '../../../messages/compiled/messages.js'
import type { VacancyDetail } from '../../../contract/content'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { RichText } from '../ui/rich-text'
import { VacancyBreadcrumbs } from './vacancy-breadcrumbs'
import { VacancyConditions } from './vacancy-conditions'
import styles from './vacancy-page.module.css'

export function VacancyPage({ vacancy }: { vacancy: VacancyDetail }) {
  return (
    <div className={styles.page}>
      <VacancyBreadcrumbs vacancy={vacancy} />
      <h1>{vacancy.title}</h1>
      <div className={styles.layout}>
        <RichText html={vacancy.body} className={styles.body} />
        <aside className={styles.aside}>
          <VacancyConditions vacancy={vacancy} withContacts />
          <AppLink
            to={`/vacancies/${vacancy.slug}/form/`}
            className={buttonClass('primary', 'lg', styles.respond)}
            data-respond=""
          >
            {m.vacancies_respond()}
          </AppLink>
        </aside>
      </div>
    </div>
  )
}
