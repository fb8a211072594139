// The message under a form: a success notice (announced politely) or the form's error (announced at once).
import { AlertIcon, CheckCircleIcon } from '../ui/icons'
import styles from './form-notice.module.css'

export function FormNotice({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon
  return (
    <p className={`${styles.notice} ${styles[tone]}`} role={tone === 'success' ? 'status' : 'alert'}>
      <Icon size={18} />
      <span>{children}</span>
    </p>
  )
}
