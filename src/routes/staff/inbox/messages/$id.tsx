import { createFileRoute, notFound } from '@tanstack/react-router'
import { getInboxMessage } from '../../../../api/staff/inbox'
import { MessagePage } from '../../../../components/staff/inbox/message-page'
import { orNotFound } from '../../../../lib/or-not-found'

export const Route = createFileRoute('/staff/inbox/messages/$id')({
  loader: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    return orNotFound(getInboxMessage(Number(params.id)))
  },
  component: MessageRoute,
})

function MessageRoute() {
  return <MessagePage message={Route.useLoaderData()} />
}
