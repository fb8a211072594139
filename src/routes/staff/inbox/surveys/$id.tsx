import { createFileRoute, notFound } from '@tanstack/react-router'
import { getSurveyAnswers } from '../../../../api/staff/inbox'
import { SurveyPage } from '../../../../components/staff/inbox/survey-page'
import { orNotFound } from '../../../../lib/or-not-found'

export const Route = createFileRoute('/staff/inbox/surveys/$id')({
  loader: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    return orNotFound(getSurveyAnswers(Number(params.id)))
  },
  component: SurveyRoute,
})

function SurveyRoute() {
  return <SurveyPage answers={Route.useLoaderData()} />
}
