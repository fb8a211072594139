// Under a back-office table: which rows are on screen of how many, the previous and next page, the page size.
import { STAFF_PAGE_SIZES } from '../../../../contract/staff/table'
import { m } from '../../../../messages/compiled/messages.js'
import { Button } from '../../ui/button'
import styles from './table-pager.module.css'

type TablePagerProps = {
  page: number
  pages: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  onPageSize: (pageSize: number) => void
}

export function TablePager({ page, pages, pageSize, total, onPage, onPageSize }: TablePagerProps) {
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav className={styles.pager} aria-label={m.staff_pager_label()}>
      <p className={styles.range} aria-live="polite">
        {total > 0 ? m.staff_pager_range({ first, last, total }) : null}
      </p>
      <label className={styles.size}>
        {m.staff_pager_size()}
        <select value={pageSize} onChange={(event) => onPageSize(Number(event.currentTarget.value))}>
          {STAFF_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.arrows}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {m.staff_pager_previous()}
        </Button>
        <span className={styles.page}>{m.staff_pager_page({ page, pages: Math.max(pages, 1) })}</span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {m.staff_pager_next()}
        </Button>
      </div>
    </nav>
  )
}
