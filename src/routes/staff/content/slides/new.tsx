import { createFileRoute } from '@tanstack/react-router'
import { SlideFormPage } from '../../../../components/staff/content/slides/slide-form'

export const Route = createFileRoute('/staff/content/slides/new')({
  component: NewSlideRoute,
})

function NewSlideRoute() {
  return <SlideFormPage slide={null} />
}
