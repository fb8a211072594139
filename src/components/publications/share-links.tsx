// Sharing of a page: VK, Telegram and WhatsApp as plain links to their share addresses (no third-party
// scripts), and copying the address.
import { useEffect, useState } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import styles from './share-links.module.css'

/** The share addresses of a page, by network. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: 'vk', label: 'VK', href: `https://vk.com/share.php?url=${u}&title=${t}` },
    { network: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ]
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return (
    <div className={styles.share}>
      <span className={styles.label}>{m.publications_share()}</span>
      <ul className={styles.links}>
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              data-share={target.network}
            >
              {target.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} data-share="copy" onClick={copy}>
            {copied ? m.publications_link_copied() : m.publications_copy_link()}
          </button>
        </li>
      </ul>
      <span className={styles.status} role="status">
        {copied ? m.publications_link_copied() : ''}
      </span>
    </div>
  )
}
