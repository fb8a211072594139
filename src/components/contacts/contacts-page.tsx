// The contacts page: the staff-written text, the company's phones and e-mails, every city's contacts (the
// visitor's own city marked) and the contact form.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { ContactsPage as ContactsPageData } from '../../../contract/content'
import { useCity } from '../../state/city-provider'
import { FeedbackForm } from '../forms/feedback-form'
import { Breadcrumbs } from '../ui/breadcrumbs'
import { RichText } from '../ui/rich-text'
import { ContactLinks } from './contact-links'
import styles from './contacts-page.module.css'

export function ContactsPage({ page }: { page: ContactsPageData }) {
  const visitorCity = useCity().city
  const title = page.title || m.city_contacts_title()
  return (
    <article className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { key: 'home', label: m.nav_home(), link: (label) => <Link to="/">{label}</Link> },
          { key: 'contacts', label: title },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.intro}>
        {page.body ? <RichText html={page.body} className={styles.body} /> : null}
        {page.phones.length > 0 || page.emails.length > 0 ? (
          <section className={styles.company} aria-label={m.city_contacts_company()}>
            <ContactLinks phones={page.phones} emails={page.emails} />
          </section>
        ) : null}
      </div>

      <section className={styles.section} aria-labelledby="contacts-cities">
        <h2 id="contacts-cities">{m.city_contacts_cities()}</h2>
        {page.cities.length === 0 ? (
          <p className={styles.empty}>{m.city_contacts_cities_empty()}</p>
        ) : (
          <ul className={styles.cities}>
            {page.cities.map((city) => (
              <li key={city.id} className={styles.city} data-current={city.id === visitorCity?.id || undefined}>
                <h3 className={styles.cityTitle}>
                  {city.title}
                  {city.id === visitorCity?.id ? (
                    <span className={styles.badge}>{m.city_contacts_your_city()}</span>
                  ) : null}
                </h3>
                <ContactLinks phones={city.phone ? [city.phone] : []} emails={city.email ? [city.email] : []} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="contacts-feedback">
        <h2 id="contacts-feedback">{m.city_feedback_title()}</h2>
        <p className={styles.lead}>{m.city_feedback_intro()}</p>
        <FeedbackForm />
      </section>
    </article>
  )
}
