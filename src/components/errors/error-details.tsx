// Facts about a failed request shown on the error page (term / value pairs).
import styles from './error-view.module.css'

export function ErrorDetails({ items }: { items: { term: string; value: string }[] }) {
  if (items.length === 0) return null
  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
