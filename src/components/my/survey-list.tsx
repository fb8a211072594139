// The open surveys, each with whether the buyer has answered it.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { SurveySummary } from '../../../contract/survey'
import { buttonClass } from '../ui/button'
import { CheckCircleIcon } from '../ui/icons'
import styles from './survey-list.module.css'

export function SurveyList({ surveys }: { surveys: SurveySummary[] }) {
  if (surveys.length === 0) return <p className={styles.none}>{m.my_survey_none()}</p>
  return (
    <ul className={styles.list}>
      {surveys.map((survey) => (
        <li key={survey.id} className={styles.item}>
          <div className={styles.text}>
            <h2 className={styles.title}>{survey.title}</h2>
            {survey.description ? <p className={styles.description}>{survey.description}</p> : null}
          </div>
          {survey.answered ? (
            <span className={styles.answered}>
              <CheckCircleIcon size={18} />
              {m.my_survey_answered_badge()}
            </span>
          ) : (
            <Link to="/my/survey/" search={{ id: String(survey.id) }} className={buttonClass('primary', 'md')}>
              {m.my_survey_open()}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
