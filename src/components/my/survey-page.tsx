// /my/survey/: one survey to answer, or the list when there are several.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { SurveyDetail, SurveySummary } from '../../../contract/survey'
import { ChevronRightIcon } from '../ui/icons'
import { SurveyForm } from './survey-form'
import { SurveyList } from './survey-list'
import styles from './survey-page.module.css'

type SurveyPageProps = { surveys: SurveySummary[]; survey: SurveyDetail | null }

export function SurveyPage({ surveys, survey }: SurveyPageProps) {
  if (!survey) return <SurveyList surveys={surveys} />
  return (
    <>
      {surveys.length > 1 ? (
        <Link to="/my/survey/" className={styles.back}>
          <ChevronRightIcon size={16} className={styles.backIcon} />
          {m.my_survey_back()}
        </Link>
      ) : null}
      <h2 className={styles.title}>{survey.title}</h2>
      {survey.description ? <p className={styles.description}>{survey.description}</p> : null}
      <SurveyForm key={survey.id} survey={survey} />
    </>
  )
}
