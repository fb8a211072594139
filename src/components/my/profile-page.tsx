// /my/: the page copy, the profile and password forms, and the personal manager beside them.
import type { AccountUser } from '../../../contract/account'
import { RichText } from '../ui/rich-text'
import { ManagerCard } from './manager-card'
import { PasswordForm } from './password-form'
import styles from './profile-page.module.css'
import { ProfileForm } from './profile-form'

export function ProfilePage({ user, intro }: { user: AccountUser; intro: string | null }) {
  return (
    <>
      {intro ? <RichText className={styles.intro} html={intro} /> : null}
      <div className={styles.columns}>
        <div className={styles.forms}>
          <ProfileForm key={user.id} user={user} />
          <PasswordForm />
        </div>
        <aside className={styles.aside}>
          <ManagerCard manager={user.manager} />
        </aside>
      </div>
    </>
  )
}
