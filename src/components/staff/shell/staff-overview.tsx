// The back office's first page: the sections this staff member may open.
import type { StaffMe } from '../../../../contract/staff/session'
import { m } from '../../../../messages/compiled/messages.js'
import { AppLink } from '../../ui/app-link'
import { AREA_PATHS, areaTitle } from './staff-areas'
import { StaffPage } from './staff-page'
import styles from './staff-overview.module.css'

export function StaffOverview({ staff }: { staff: StaffMe }) {
  return (
    <StaffPage title={m.staff_overview_title()}>
      <ul className={styles.areas}>
        {staff.areas.map((area) => (
          <li key={area}>
            <AppLink to={AREA_PATHS[area]} className={styles.area}>
              {areaTitle(area)}
            </AppLink>
          </li>
        ))}
      </ul>
    </StaffPage>
  )
}
