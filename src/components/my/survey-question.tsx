// One survey question, drawn by its kind: free text, one choice, several choices or a 1..5 rating.
import { useId } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import type { SurveyAnswerValue, SurveyQuestion as Question } from '../../../contract/survey'
import { RatingInput } from './rating-input'
import styles from './survey-question.module.css'

type SurveyQuestionProps = {
  question: Question
  number: number
  value: SurveyAnswerValue | undefined
  onValue: (value: SurveyAnswerValue) => void
  errors?: string[]
}

export function SurveyQuestion({ question, number, value, onValue, errors }: SurveyQuestionProps) {
  const id = useId()
  const errorId = errors?.length ? `${id}-error` : undefined
  const name = `question-${question.id}`
  const title = (
    <>
      <span className={styles.number}>{number}.</span> {question.text}
      {question.required ? (
        <span className={styles.required} title={m.my_required_mark()}>
          {' *'}
        </span>
      ) : null}
    </>
  )
  const error = errorId ? (
    <p id={errorId} className={styles.error}>
      {errors?.join(' ')}
    </p>
  ) : null

  if (question.kind === 'text') {
    return (
      <div className={styles.question} data-invalid={errorId ? true : undefined}>
        <label className={styles.title} htmlFor={id}>
          {title}
        </label>
        <textarea
          id={id}
          name={name}
          rows={3}
          className={styles.textarea}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onValue(event.target.value)}
          aria-required={question.required || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        {error}
      </div>
    )
  }

  const chosen = Array.isArray(value) ? value : []
  return (
    <div className={styles.question} data-invalid={errorId ? true : undefined}>
      <fieldset className={styles.group} aria-describedby={errorId}>
        <legend className={`${styles.title} ${styles.legend}`}>{title}</legend>
        {question.kind === 'rating' ? (
          <RatingInput name={name} value={typeof value === 'number' ? value : undefined} onValue={onValue} />
        ) : (
          <div className={styles.options}>
            {question.options.map((option) => (
              <label key={option.value} className={styles.option}>
                {question.kind === 'single' ? (
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={value === option.value}
                    onChange={() => onValue(option.value)}
                  />
                ) : (
                  <input
                    type="checkbox"
                    name={name}
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    onChange={(event) =>
                      onValue(
                        event.target.checked
                          ? [...chosen, option.value]
                          : chosen.filter((item) => item !== option.value),
                      )
                    }
                  />
                )}
                <span>{option.title}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {error}
    </div>
  )
}
