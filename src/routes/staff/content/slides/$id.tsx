import { createFileRoute, notFound } from '@tanstack/react-router'
import { getStaffSlide } from '../../../../api/staff/content-home'
import { SlideFormPage } from '../../../../components/staff/content/slides/slide-form'
import { orNotFound } from '../../../../lib/or-not-found'

export const Route = createFileRoute('/staff/content/slides/$id')({
  loader: async ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    return orNotFound(getStaffSlide(Number(params.id)))
  },
  component: SlideRoute,
})

function SlideRoute() {
  const slide = Route.useLoaderData()
  return <SlideFormPage key={slide.id} slide={slide} />
}
