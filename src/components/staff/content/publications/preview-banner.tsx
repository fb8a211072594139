// Above a publication's preview: that it is a preview, and the way back to its form.
import { m } from '../../../../../messages/compiled/messages.js'
import { AppLink } from '../../../ui/app-link'
import styles from './content-form.module.css'

export function PreviewBanner({ id }: { id: number }) {
  return (
    <p className={styles.banner} role="note">
      {m.staff_content_preview_banner()}{' '}
      <AppLink to={`/staff/content/publications/${id}/`}>{m.staff_content_back_to_form()}</AppLink>
    </p>
  )
}
