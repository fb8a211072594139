import { createFileRoute, useRouter } from '@tanstack/react-router'
import { listStaffSlides } from '../../../../api/staff/content-home'
import { SlideList } from '../../../../components/staff/content/slides/slide-list'

export const Route = createFileRoute('/staff/content/slides/')({
  loader: async () => (await listStaffSlides()).results,
  component: SlidesRoute,
})

function SlidesRoute() {
  const slides = Route.useLoaderData()
  const router = useRouter()
  return <SlideList slides={slides} onChanged={() => void router.invalidate()} />
}
