// The site logo linking home: the configured image, or the site name as a word mark when there is none.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import styles from './logo.module.css'

type LogoProps = { src?: string | null; siteName: string; onNavigate?: () => void; size?: 'md' | 'sm' }

export function Logo({ src, siteName, onNavigate, size = 'md' }: LogoProps) {
  return (
    <Link
      to="/"
      className={styles.logo}
      data-size={size}
      aria-label={`${siteName} — ${m.nav_home()}`}
      onClick={onNavigate}
    >
      {src ? (
        <img className={styles.image} src={src} alt="" width={160} height={40} decoding="async" />
      ) : (
        <span className={styles.word}>{siteName}</span>
      )}
    </Link>
  )
}
