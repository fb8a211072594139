import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../../components/my/account-page'
import { SurveyPage } from '../../../components/my/survey-page'
import { accountHead } from '../../../lib/account-head'
import { getSurvey, getSurveys } from '../../../api/surveys'
import { orNotFound } from '../../../lib/or-not-found'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/my/survey/')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' ? { id: search.id } : {},
  loaderDeps: ({ search }) => ({ id: search.id && /^\d{1,9}$/.test(search.id) ? Number(search.id) : null }),
  loader: async ({ deps }) => {
    const list = await getSurveys()
    // A single open survey is shown at once; several are listed and chosen by ?id=.
    const id = deps.id ?? (list.results.length === 1 ? list.results[0]!.id : null)
    const survey = id === null ? null : await orNotFound(getSurvey(id))
    return { surveys: list.results, survey }
  },
  head: () => accountHead(m.my_survey_title()),
  component: SurveyRoute,
})

function SurveyRoute() {
  const { surveys, survey } = Route.useLoaderData()
  return (
    <AccountPage title={m.my_survey_title()} section={m.my_survey_title()}>
      <SurveyPage surveys={surveys} survey={survey} />
    </AccountPage>
  )
}
