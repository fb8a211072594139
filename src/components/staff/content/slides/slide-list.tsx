// The home page's slides in the storefront's order: a picture, the text, whether it is shown, and up/down
// buttons to reorder them.
import { useRowAction } from '../../../../state/use-row-action'
import { FormAlert } from '../../../ui/form-alert'
import type { StaffSlide } from '../../../../../contract/staff/content/slides'
import { m } from '../../../../../messages/compiled/messages.js'
import { moveSlide } from '../../../../api/staff/content-home'
import { AppLink } from '../../../ui/app-link'
import { buttonClass } from '../../../ui/button'
import { StaffPage } from '../../shell/staff-page'
import { StaffTable, type StaffColumn } from '../../table/staff-table'
import styles from '../publications/content-form.module.css'
import { inLocale, ReorderButtons } from '../publications/form-parts'

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export const slideTitle = (slide: StaffSlide) =>
  plain(inLocale(slide.text)).slice(0, 80) || m.staff_content_slide_title({ id: slide.id })

export function SlideList({ slides, onChanged }: { slides: StaffSlide[]; onChanged: () => void }) {
  const action = useRowAction(onChanged)
  const busy = action.busy
  const move = (id: number, direction: 'up' | 'down') => action.run((signal) => moveSlide(id, direction, { signal }))
  const columns: StaffColumn<StaffSlide>[] = [
    {
      id: 'order',
      header: m.staff_content_col_order(),
      cell: (slide) => (
        <ReorderButtons
          title={slideTitle(slide)}
          first={slide.id === slides[0]?.id}
          last={slide.id === slides.at(-1)?.id}
          busy={busy}
          onMove={(direction) => move(slide.id, direction)}
        />
      ),
    },
    {
      id: 'picture',
      header: m.staff_content_col_picture(),
      cell: (slide) => <img className={styles.thumb} src={slide.image} alt="" />,
    },
    {
      id: 'text',
      header: m.staff_content_field_text(),
      cell: (slide) => <AppLink to={`/staff/content/slides/${slide.id}/`}>{slideTitle(slide)}</AppLink>,
    },
    {
      id: 'state',
      header: m.staff_content_col_state(),
      cell: (slide) => (
        <span className={`${styles.state} ${slide.is_published ? styles.published : styles.draft}`}>
          {slide.is_published ? m.staff_content_shown() : m.staff_content_hidden()}
        </span>
      ),
    },
  ]
  return (
    <StaffPage
      title={m.staff_content_slides_title()}
      actions={
        <AppLink to="/staff/content/slides/new/" className={buttonClass()}>
          {m.staff_content_slides_new()}
        </AppLink>
      }
    >
      {action.message ? <FormAlert title={m.staff_row_action_failed()}>{action.message}</FormAlert> : null}
      <StaffTable
        caption={m.staff_content_slides_title()}
        columns={columns}
        rows={slides}
        rowKey={(slide) => slide.id}
        busy={busy}
      />
    </StaffPage>
  )
}
