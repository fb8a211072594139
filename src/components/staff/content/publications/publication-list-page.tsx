// The page of one section in the back office: its publications' table, a button for a new one, its categories.
import type {
  PublicationKind,
  StaffPublicationCategory,
  StaffPublicationRow,
} from '../../../../../contract/staff/content/publications'
import type { TablePage } from '../../../../../contract/staff/table'
import { m } from '../../../../../messages/compiled/messages.js'
import { AppLink } from '../../../ui/app-link'
import { buttonClass } from '../../../ui/button'
import { StaffPage } from '../../shell/staff-page'
import { CategoryPanel } from './category-panel'
import { PublicationTable, type PublicationFilters } from './publication-table'

export const sectionTitle = (kind: PublicationKind) =>
  kind === 'sales' ? m.staff_content_sales_title() : m.staff_content_publications_title()

type PublicationListPageProps = {
  kind: PublicationKind
  page: TablePage<StaffPublicationRow>
  categories: StaffPublicationCategory[]
  filters: PublicationFilters
  onFilters: (change: Partial<PublicationFilters>) => void
  onChanged: () => void
}

export function PublicationListPage({
  kind,
  page,
  categories,
  filters,
  onFilters,
  onChanged,
}: PublicationListPageProps) {
  return (
    <StaffPage
      title={sectionTitle(kind)}
      actions={
        <AppLink to={`/staff/content/${kind === 'sales' ? 'sales' : 'publications'}/new/`} className={buttonClass()}>
          {kind === 'sales' ? m.staff_content_sales_new() : m.staff_content_publications_new()}
        </AppLink>
      }
    >
      <PublicationTable
        key={kind}
        caption={sectionTitle(kind)}
        page={page}
        categories={categories}
        filters={filters}
        onFilters={onFilters}
      />
      <CategoryPanel kind={kind} categories={categories} onChanged={onChanged} />
    </StaffPage>
  )
}
