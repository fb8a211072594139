// What a vacancy offers and whom to ask: salary, city, place of work, schedule and the contact person.
import { telHref } from '../../../contract/format/tel-href'
import { m } from '../../../messages/compiled/messages.js'
import type { Vacancy } from '../../../contract/content'
import styles from './vacancy-conditions.module.css'

type Condition = { key: string; label: string; value: string | null; href?: string }

export function VacancyConditions({ vacancy, withContacts = false }: { vacancy: Vacancy; withContacts?: boolean }) {
  const conditions: Condition[] = [
    { key: 'salary', label: m.vacancies_salary(), value: vacancy.salary },
    { key: 'city', label: m.vacancies_city(), value: vacancy.city },
    { key: 'place', label: m.vacancies_place(), value: vacancy.place_of_work },
    { key: 'schedule', label: m.vacancies_schedule(), value: vacancy.schedule },
    ...(withContacts
      ? [
          { key: 'contact', label: m.vacancies_contact(), value: vacancy.contact_name },
          {
            key: 'phone',
            label: m.vacancies_phone(),
            value: vacancy.phone,
            href: vacancy.phone ? telHref(vacancy.phone) : undefined,
          },
          { key: 'email', label: m.vacancies_email(), value: vacancy.email, href: `mailto:${vacancy.email}` },
        ]
      : []),
  ]
  return (
    <dl className={styles.conditions}>
      {conditions
        .filter((condition) => condition.value)
        .map((condition) => (
          <div key={condition.key} className={styles.row} data-condition={condition.key}>
            <dt className={styles.label}>{condition.label}</dt>
            <dd className={styles.value}>
              {condition.href ? <a href={condition.href}>{condition.value}</a> : condition.value}
            </dd>
          </div>
        ))}
    </dl>
  )
}
