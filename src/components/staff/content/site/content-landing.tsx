// /staff/content/: every kind of content the back office edits, with where it lives; admins' own kinds are not
// offered to editors.
import { ADMIN_COLLECTIONS, COLLECTION_KINDS } from '../../../../../contract/staff/site-collections'
import type { StaffMe } from '../../../../../contract/staff/session'
import { m } from '../../../../../messages/compiled/messages.js'
import { AppLink } from '../../../ui/app-link'
import { areaTitle } from '../../shell/staff-areas'
import { StaffPage } from '../../shell/staff-page'
import { COLLECTION_SPECS } from './collection-fields'
import styles from './site.module.css'

type ContentKind = { path: string; title: () => string; note: () => string; adminOnly?: boolean }

const KINDS: ContentKind[] = [
  { path: '/staff/content/pages/', title: m.staff_site_kind_pages, note: m.staff_site_kind_pages_note },
  {
    path: '/staff/content/publications/',
    title: m.staff_site_kind_publications,
    note: m.staff_site_kind_publications_note,
  },
  { path: '/staff/content/sales/', title: m.staff_site_kind_sales, note: m.staff_site_kind_sales_note },
  { path: '/staff/content/slides/', title: m.staff_site_kind_slides, note: m.staff_site_kind_slides_note },
  { path: '/staff/content/about/', title: m.staff_site_kind_about, note: m.staff_site_kind_about_note },
  ...COLLECTION_KINDS.map((kind) => ({
    path: `/staff/content/collections/${kind}/`,
    title: COLLECTION_SPECS[kind].title,
    note: COLLECTION_SPECS[kind].note,
    adminOnly: ADMIN_COLLECTIONS.includes(kind),
  })),
  {
    path: '/staff/content/settings/',
    title: m.staff_site_kind_settings,
    note: m.staff_site_kind_settings_note,
    adminOnly: true,
  },
  {
    path: '/staff/content/redirects/',
    title: m.staff_site_kind_redirects,
    note: m.staff_site_kind_redirects_note,
    adminOnly: true,
  },
]

export function ContentLanding({ staff }: { staff: StaffMe }) {
  const kinds = KINDS.filter((kind) => !kind.adminOnly || staff.role === 'admin')
  return (
    <StaffPage title={areaTitle('content')}>
      <p className={styles.intro}>{m.staff_site_landing_intro()}</p>
      <nav aria-label={m.staff_site_landing_caption()}>
        <ul className={styles.kinds}>
          {kinds.map((kind) => (
            <li key={kind.path}>
              <AppLink to={kind.path} className={styles.kind}>
                <span className={styles.kindTitle}>{kind.title()}</span>
                <span className={styles.note}>
                  {kind.note()}
                  {kind.adminOnly ? ` (${m.staff_site_admin_only()})` : ''}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </StaffPage>
  )
}
