import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageForm } from '../../../../components/staff/content/site/page-form'

export const Route = createFileRoute('/staff/content/pages/new')({
  beforeLoad: ({ context }) => {
    if (!context.staff.areas.includes('content')) throw notFound()
  },
  component: () => <PageForm page={null} onChanged={() => undefined} />,
})
