// The about block: picture, heading, staff-written text, an optional button, and the key facts.
import type { AboutSection as AboutSectionData } from '../../schemas/content'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { RichText } from '../ui/rich-text'
import { AboutFacts } from './about-facts'
import styles from './about-section.module.css'

export function AboutSection({ about }: { about: AboutSectionData }) {
  const { button } = about
  return (
    <section className={styles.section} aria-labelledby="about-section-title">
      <div className={styles.intro}>
        {about.image ? <img className={styles.image} src={about.image} alt="" width={560} height={360} loading="lazy" /> : null}
        <div className={styles.text}>
          <h2 id="about-section-title" className={styles.title}>{about.title}</h2>
          <RichText html={about.text} />
          {button ? (
            button.url.startsWith('/') && !button.url.startsWith('//') ? (
              <AppLink to={button.url} className={buttonClass('primary')}>{button.label}</AppLink>
            ) : (
              <a href={button.url} className={buttonClass('primary')}>{button.label}</a>
            )
          ) : null}
        </div>
      </div>
      {about.facts.length > 0 ? <AboutFacts facts={about.facts} /> : null}
    </section>
  )
}
