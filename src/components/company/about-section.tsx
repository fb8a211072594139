// The about section of the home and about pages: picture, title, staff-written HTML, an optional button and the key
// facts, each fact in its own colour on its own background picture.
import { useId, type CSSProperties } from 'react'
import type { AboutFact, AboutSection as AboutSectionData } from '../../../contract/content'
import { MenuLink } from '../ui/menu-link'
import { buttonClass } from '../ui/button'
import { RichText } from '../ui/rich-text'
import styles from './about-section.module.css'

function factStyle(fact: AboutFact): CSSProperties {
  return {
    color: fact.color || undefined,
    backgroundColor: fact.bg_color || undefined,
    backgroundImage: fact.image ? `url("${encodeURI(fact.image)}")` : undefined,
  }
}

export function AboutSection({ about }: { about: AboutSectionData }) {
  const titleId = useId()
  return (
    <section className={styles.about} aria-labelledby={titleId}>
      <div className={styles.intro}>
        {about.image ? (
          <img
            className={styles.image}
            src={about.image}
            alt=""
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {about.title}
          </h2>
          <RichText html={about.text} />
          {about.button ? (
            <MenuLink url={about.button.url} className={buttonClass('primary', 'md', styles.button)}>
              {about.button.label}
            </MenuLink>
          ) : null}
        </div>
      </div>
      {about.facts.length > 0 ? (
        <ul className={styles.facts}>
          {about.facts.map((fact) => (
            <li key={`${fact.value}-${fact.description}`} className={styles.fact} style={factStyle(fact)}>
              <strong className={styles.value}>{fact.value}</strong>
              <span className={styles.description}>{fact.description}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
