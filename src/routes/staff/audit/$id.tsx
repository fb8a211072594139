import { createFileRoute, notFound } from '@tanstack/react-router'
import { getAuditEntry } from '../../../api/staff/audit'
import { AuditEntryPage } from '../../../components/staff/audit/audit-entry-page'
import { orNotFound } from '../../../lib/or-not-found'

export const Route = createFileRoute('/staff/audit/$id')({
  loader: ({ params }) => {
    if (!/^\d{1,12}$/.test(params.id)) throw notFound()
    return orNotFound(getAuditEntry(Number(params.id)))
  },
  component: AuditEntryRoute,
})

function AuditEntryRoute() {
  return <AuditEntryPage entry={Route.useLoaderData()} />
}
