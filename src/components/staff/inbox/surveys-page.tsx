// /staff/inbox/surveys/: every survey with its number of responses; each opens its answers.
import type { SurveySummary } from '../../../../contract/staff/inbox'
import { m } from '../../../../messages/compiled/messages.js'
import { AppLink } from '../../ui/app-link'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { InboxTabs } from './inbox-tabs'

export function SurveysPage({ surveys }: { surveys: SurveySummary[] }) {
  const columns: StaffColumn<SurveySummary>[] = [
    {
      id: 'title',
      header: m.staff_inbox_survey(),
      cell: (survey) => <AppLink to={`/staff/inbox/surveys/${survey.id}/`}>{survey.title}</AppLink>,
    },
    {
      id: 'active',
      header: m.staff_inbox_col_state(),
      cell: (survey) => (survey.is_active ? m.staff_inbox_survey_open() : m.staff_inbox_survey_closed()),
    },
    { id: 'responses', header: m.staff_inbox_responses(), align: 'end', cell: (survey) => survey.responses },
  ]
  return (
    <StaffPage title={m.staff_area_inbox()}>
      <InboxTabs current="surveys" />
      <StaffTable
        caption={m.staff_inbox_tab_surveys()}
        columns={columns}
        rows={surveys}
        rowKey={(survey) => survey.id}
      />
    </StaffPage>
  )
}
