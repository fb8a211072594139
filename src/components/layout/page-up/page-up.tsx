// "Back to top" button: appears after 400 px of scrolling and scrolls smoothly to the top.
import { m } from '../../../../messages/compiled/messages.js'
import { ArrowUpIcon } from '../../ui/icons'
import { useScrolledPast } from '../use-scrolled-past'
import styles from './page-up.module.css'

export const PAGE_UP_OFFSET = 400

export function PageUp() {
  const visible = useScrolledPast(PAGE_UP_OFFSET)
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    // Keyboard users continue from the top of the page, not from the button.
    document.querySelector<HTMLElement>('[data-skip-target]')?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible || undefined}
      aria-label={m.page_up()}
      title={m.page_up()}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={toTop}
    >
      <ArrowUpIcon size={22} />
    </button>
  )
}
