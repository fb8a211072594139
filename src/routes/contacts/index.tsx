import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContactsPage } from '../../components/contacts/contacts-page'
import { ApiError } from '../../api/errors'
import { api } from '../../api/instance'
import { m } from '../../../messages/compiled/messages.js'
import type { ContactsPage as ContactsPageData } from '../../../contract/content'

export const Route = createFileRoute('/contacts/')({
  loader: async () => {
    try {
      return await api().get<ContactsPageData>('pages/contactspage/')
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
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
