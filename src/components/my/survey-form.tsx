// A survey to answer: its questions, the required ones checked before sending; then the thanks.
// A survey answered before shows only that it was answered (each survey is answered once).
import { m } from '../../../messages/compiled/messages.js'
import type { SurveyDetail } from '../../../contract/survey'
import { answerKey, useSurveyForm } from '../../state/use-survey-form'
import { Button } from '../ui/button'
import { CheckCircleIcon } from '../ui/icons'
import { FormNotice } from './form-notice'
import styles from './survey-form.module.css'
import { SurveyQuestion } from './survey-question'

function Done({ title, text }: { title: string; text?: string }) {
  return (
    <div className={styles.done} role="status">
      <CheckCircleIcon size={28} />
      <div>
        <p className={styles.doneTitle}>{title}</p>
        {text ? <p className={styles.doneText}>{text}</p> : null}
      </div>
    </div>
  )
}

export function SurveyForm({ survey }: { survey: SurveyDetail }) {
  const form = useSurveyForm(survey)

  if (survey.answered) return <Done title={m.my_survey_answered()} />
  if (form.status === 'succeeded') return <Done title={m.my_survey_thanks()} text={m.my_survey_thanks_text()} />

  return (
    <form {...form.formProps} className={styles.form}>
      <p className={styles.note}>{m.my_survey_required_note()}</p>
      {survey.questions.map((question, index) => (
        <SurveyQuestion
          key={question.id}
          question={question}
          number={index + 1}
          value={form.values[answerKey(question)]}
          onValue={(value) => form.answer(question, value)}
          errors={form.errors[answerKey(question)]}
        />
      ))}
      <div className={styles.footer}>
        <Button type="submit" size="lg" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? m.my_survey_sending() : m.my_survey_submit()}
        </Button>
        {form.message ? <FormNotice tone="error">{form.message}</FormNotice> : null}
      </div>
    </form>
  )
}
