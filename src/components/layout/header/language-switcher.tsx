// Language dropdown. Choosing a language reloads the page under the other locale's URL (adds or removes /en/).
import { useId } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale, locales, setLocale, type Locale } from '../../../../messages/compiled/runtime.js'
import type { HeaderConfig } from '../../../../contract/site'
import { ChevronDownIcon, GlobeIcon } from '../../ui/icons'
import { useDropdown } from '../../ui/use-dropdown'
import styles from './language-switcher.module.css'

const NAMES: Record<Locale, () => string> = { ru: m.language_ru, en: m.language_en }

export function languageName(locale: Locale) {
  return NAMES[locale]()
}

/** The configured languages that the app has messages for, else all of them. */
export function availableLocales(languages: HeaderConfig['lang'] | undefined): Locale[] {
  const configured = (languages ?? []).map((language) => language.code).filter((code) => locales.includes(code))
  return configured.length > 1 ? configured : [...locales]
}

export function LanguageSwitcher({ languages }: { languages: HeaderConfig['lang'] | undefined }) {
  const { open, setOpen, root, button } = useDropdown()
  const listId = useId()
  const current = getLocale()

  return (
    <div
      ref={root}
      className={styles.root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon size={15} />
        <span className={styles.code}>{current}</span>
        {/* The name keeps the visible code first, so speech input users can say what they see. */}
        <span className="visually-hidden">{m.header_language_current({ language: languageName(current) })}</span>
        <ChevronDownIcon size={14} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {availableLocales(languages).map((locale) => (
          <li key={locale}>
            <button
              type="button"
              className={styles.option}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => (locale === current ? setOpen(false) : setLocale(locale))}
            >
              <span className={styles.code}>{locale}</span>
              {languageName(locale)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
