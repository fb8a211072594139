// The form of a new publication (which, once saved, opens as its own page) and of an existing one, with its
// state, its preview, its storefront page when live, and its removal.
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type {
  PublicationKind,
  StaffPublication,
  StaffPublicationCategory,
} from '../../../../../contract/staff/content/publications'
import { m } from '../../../../../messages/compiled/messages.js'
import { localizeHref } from '../../../../../messages/compiled/runtime.js'
import { createPublication, deletePublication, updatePublication } from '../../../../api/staff/content-publications'
import { AppLink } from '../../../ui/app-link'
import { Button, buttonClass } from '../../../ui/button'
import { StaffPage } from '../../shell/staff-page'
import { inLocale } from './form-parts'
import { newPublicationValues, PublicationForm, publicationValues } from './publication-form'
import { StateBadge } from './publication-table'
import styles from './content-form.module.css'

const listPath = (kind: PublicationKind) => `/staff/content/${kind === 'sales' ? 'sales' : 'publications'}/`

export function NewPublicationPage({
  kind,
  categories,
}: {
  kind: PublicationKind
  categories: StaffPublicationCategory[]
}) {
  const navigate = useNavigate()
  return (
    <StaffPage
      title={kind === 'sales' ? m.staff_content_sales_new() : m.staff_content_publications_new()}
      actions={<AppLink to={listPath(kind)}>{m.staff_content_back()}</AppLink>}
    >
      <PublicationForm
        initial={newPublicationValues(kind)}
        categories={categories}
        send={(body, signal) => createPublication(body, { signal })}
        onSaved={(saved) => void navigate({ to: `/staff/content/publications/${saved.id}/` })}
      />
    </StaffPage>
  )
}

export function EditPublicationPage({
  publication,
  categories,
}: {
  publication: StaffPublication
  categories: StaffPublicationCategory[]
}) {
  const navigate = useNavigate()
  const [current, setCurrent] = useState(publication)
  const remove = async () => {
    if (!confirm(m.staff_content_delete_confirm({ title: inLocale(current.title) }))) return
    await deletePublication(current.id)
    await navigate({ to: listPath(current.kind) })
  }
  return (
    <StaffPage
      title={inLocale(current.title) || `#${current.id}`}
      actions={
        <>
          <StateBadge state={current.state} />
          <AppLink to={listPath(current.kind)}>{m.staff_content_back()}</AppLink>
          <AppLink to={`/staff/content/publications/${current.id}/preview/`} className={buttonClass('secondary', 'sm')}>
            {m.staff_content_preview()}
          </AppLink>
          {current.state === 'published' ? (
            <a href={localizeHref(current.url)} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')}>
              {m.staff_content_open()}
            </a>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => void remove()}>
            {m.staff_content_delete()}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>{current.url}</p>
      <PublicationForm
        initial={publicationValues(publication)}
        categories={categories}
        send={(body, signal) => updatePublication(current.id, body, { signal })}
        onSaved={setCurrent}
      />
    </StaffPage>
  )
}
