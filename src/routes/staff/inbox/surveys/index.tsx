import { createFileRoute } from '@tanstack/react-router'
import { getSurveys } from '../../../../api/staff/inbox'
import { SurveysPage } from '../../../../components/staff/inbox/surveys-page'
import { orNotFound } from '../../../../lib/or-not-found'

export const Route = createFileRoute('/staff/inbox/surveys/')({
  loader: () => orNotFound(getSurveys()),
  component: SurveysRoute,
})

function SurveysRoute() {
  return <SurveysPage surveys={Route.useLoaderData()} />
}
