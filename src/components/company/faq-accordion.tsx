// Questions that open to their answers. Each question is a button (Enter and Space toggle it); a link to
// /faq/#faq-{id} opens that answer and scrolls to it, and opening one puts its address in the URL.
import { useEffect, useState } from 'react'
import type { FaqItem } from '../../../contract/content'
import { RichText } from '../ui/rich-text'
import styles from './faq-accordion.module.css'

const anchorOf = (id: number) => `faq-${id}`

function idOfHash(hash: string, items: FaqItem[]): number | null {
  const item = items.find((entry) => `#${anchorOf(entry.id)}` === hash)
  return item ? item.id : null
}

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())

  useEffect(() => {
    const openFromHash = () => {
      const id = idOfHash(window.location.hash, items)
      if (id === null) return
      setOpen((current) => new Set(current).add(id))
      document.getElementById(anchorOf(id))?.scrollIntoView({ block: 'start' })
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
  }, [items])

  const toggle = (id: number) => {
    const opening = !open.has(id)
    setOpen((current) => {
      const next = new Set(current)
      if (opening) next.add(id)
      else next.delete(id)
      return next
    })
    if (opening) window.history.replaceState(window.history.state, '', `#${anchorOf(id)}`)
  }

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id)
        return (
          <section key={item.id} id={anchorOf(item.id)} className={styles.item}>
            <h2 className={styles.question}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={`${anchorOf(item.id)}-answer`}
                onClick={() => toggle(item.id)}
              >
                {item.question}
              </button>
            </h2>
            <div
              id={`${anchorOf(item.id)}-answer`}
              role="region"
              aria-label={item.question}
              hidden={!expanded}
              className={styles.answer}
            >
              <RichText html={item.answer} />
            </div>
          </section>
        )
      })}
    </div>
  )
}
