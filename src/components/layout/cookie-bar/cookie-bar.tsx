// Cookie notice at the bottom of the page until accepted. Its height is published as --cookie-bar-height so
// the page-up button can sit above it.
import { useEffect, useRef, useState } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { Button } from '../../ui/button'
import styles from './cookie-bar.module.css'
import { hasCookieConsent, storeCookieConsent } from './cookie-consent'
import { CookieText } from './cookie-text'

export function CookieBar({ text }: { text?: string | null }) {
  const [accepted, setAccepted] = useState(() => hasCookieConsent())
  const bar = useRef<HTMLElement>(null)

  useEffect(() => {
    const element = bar.current
    if (accepted || !element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--cookie-bar-height', `${element.offsetHeight}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--cookie-bar-height')
    }
  }, [accepted])

  if (accepted) return null
  return (
    <section ref={bar} className={styles.bar} aria-label={m.cookie_bar_label()}>
      <div className={`container ${styles.row}`}>
        <p className={styles.text}>
          {text?.trim() ? <CookieText html={text} linkClassName={styles.link} /> : m.cookie_text()}
        </p>
        <Button
          size="sm"
          onClick={() => {
            storeCookieConsent()
            setAccepted(true)
          }}
        >
          {m.cookie_accept()}
        </Button>
      </div>
    </section>
  )
}
