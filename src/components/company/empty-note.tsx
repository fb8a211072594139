// Stands in for a list that has no entries yet.
import { m } from '../../../messages/compiled/messages.js'
import styles from './empty-note.module.css'

export function EmptyNote() {
  return <p className={styles.empty}>{m.company_empty()}</p>
}
