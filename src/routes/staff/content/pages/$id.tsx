import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { getStaffPage } from '../../../../api/staff/site-content'
import { PageForm } from '../../../../components/staff/content/site/page-form'
import { orNotFound } from '../../../../lib/or-not-found'

export const Route = createFileRoute('/staff/content/pages/$id')({
  loader: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    return orNotFound(getStaffPage(Number(params.id)))
  },
  component: PageRoute,
})

function PageRoute() {
  const page = Route.useLoaderData()
  const router = useRouter()
  return <PageForm key={page.id} page={page} onChanged={() => void router.invalidate()} />
}
