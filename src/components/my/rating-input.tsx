// A 1..5 rating as radio buttons in a row, the ends captioned ("poor" … "excellent").
import { m } from '../../../messages/compiled/messages.js'
import { RATING_MAX, RATING_MIN } from '../../../contract/survey'
import styles from './rating-input.module.css'

const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)

type RatingInputProps = { name: string; value: number | undefined; onValue: (value: number) => void }

export function RatingInput({ name, value, onValue }: RatingInputProps) {
  return (
    <div className={styles.rating}>
      <div className={styles.scale}>
        {SCORES.map((score) => (
          <label key={score} className={styles.score}>
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onValue(score)}
              className="visually-hidden"
              aria-label={m.my_survey_rating_value({ value: score })}
            />
            <span aria-hidden="true">{score}</span>
          </label>
        ))}
      </div>
      <div className={styles.ends} aria-hidden="true">
        <span>{m.my_survey_rating_low()}</span>
        <span>{m.my_survey_rating_high()}</span>
      </div>
    </div>
  )
}
