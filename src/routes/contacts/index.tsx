import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '../../components/contacts/contacts-page'
import { getContactsPage } from '../../api/content'
import { orNotFound } from '../../lib/or-not-found'
import { m } from '../../../messages/compiled/messages.js'

export const Route = createFileRoute('/contacts/')({
  loader: () => orNotFound(getContactsPage()),
  head: ({ loaderData }) => {
    const meta = loaderData?.meta
    return {
      meta: [
        // A staff-written meta title is complete (it names the site itself).
        { title: meta?.title || `${loaderData?.title || m.city_contacts_title()} — ${m.site_name()}` },
        ...(meta?.description ? [{ name: 'description', content: meta.description }] : []),
        ...(meta?.keywords ? [{ name: 'keywords', content: meta.keywords }] : []),
      ],
    }
  },
  component: ContactsRoute,
})

function ContactsRoute() {
  return <ContactsPage page={Route.useLoaderData()} />
}
