import { createFileRoute } from '@tanstack/react-router'
import { RegistrationForm } from '../../../components/auth/registration-form'
import { RegistrationAside } from '../../../components/auth/registration-aside'
import styles from '../../../components/auth/registration-page.module.css'
import { requireGuest } from '../../../lib/guards'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/auth/registration/')({
  beforeLoad: () => requireGuest(),
  head: () => ({
    meta: [
      { title: `${m.registration_title()} — ${m.site_name()}` },
      { name: 'description', content: m.registration_meta_description() },
    ],
  }),
  component: RegistrationPage,
})

function RegistrationPage() {
  return (
    <div className={styles.page}>
      <h1>{m.registration_title()}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <RegistrationForm />
        </div>
        <RegistrationAside />
      </div>
    </div>
  )
}
