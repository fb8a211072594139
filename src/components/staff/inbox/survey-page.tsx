// /staff/inbox/surveys/<id>/: per question how often each choice or rating was given (a bar with the number and
// the share), the text answers, and every response as CSV.
import type { SurveyAnswers, SurveyQuestionAnswers } from '../../../../contract/staff/inbox'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { surveyCsvUrl } from '../../../api/staff/inbox'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { StaffPage } from '../shell/staff-page'
import { InboxTabs } from './inbox-tabs'
import styles from './inbox.module.css'

function Counts({ question }: { question: SurveyQuestionAnswers }) {
  const most = Math.max(1, ...question.counts.map((count) => count.count))
  return (
    <table className={styles.counts}>
      <caption className={styles.hidden}>{question.text}</caption>
      <tbody>
        {question.counts.map((count) => {
          const share = question.answered === 0 ? 0 : Math.round((count.count / question.answered) * 100)
          return (
            <tr key={count.value}>
              <th scope="row">{count.title}</th>
              <td className={styles.barCell}>
                <span className={styles.bar} style={{ inlineSize: `${(count.count / most) * 100}%` }} />
              </td>
              <td className={styles.number}>
                {count.count} · {share}%
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

export function SurveyPage({ answers }: { answers: SurveyAnswers }) {
  const { survey, questions } = answers
  return (
    <StaffPage
      title={survey.title}
      actions={
        <>
          <AppLink to="/staff/inbox/surveys/">{m.staff_inbox_back_surveys()}</AppLink>
          <a className={buttonClass('secondary', 'sm')} href={surveyCsvUrl(survey.id, getLocale())} download>
            {m.staff_inbox_csv()}
          </a>
        </>
      }
    >
      <InboxTabs current="surveys" />
      <p className={styles.lead}>{m.staff_inbox_responses_total({ count: survey.responses })}</p>
      {questions.map((question, index) => (
        <section key={question.id} className={styles.question} aria-labelledby={`question-${question.id}`}>
          <h2 id={`question-${question.id}`} className={styles.questionTitle}>
            {index + 1}. {question.text}
          </h2>
          <p className={styles.muted}>{m.staff_inbox_answered({ count: question.answered })}</p>
          {question.kind === 'text' ? (
            question.texts.length === 0 ? null : (
              <ul className={styles.texts}>
                {question.texts.map((text, at) => (
                  <li key={at}>{text}</li>
                ))}
              </ul>
            )
          ) : (
            <Counts question={question} />
          )}
        </section>
      ))}
    </StaffPage>
  )
}
