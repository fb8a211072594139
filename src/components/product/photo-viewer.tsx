// The main photo with a strip of thumbnails. Thumbnails are one tab stop: arrow keys, Home and End move
// between them (and show the photo), Tab leaves the strip.
import { useRef, useState, type KeyboardEvent } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { ProductImage } from '../ui/product-image'
import styles from './photo-viewer.module.css'

type PhotoViewerProps = { photos: string[]; alt: string; title: string }

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

export function PhotoViewer({ photos, alt, title }: PhotoViewerProps) {
  const [current, setCurrent] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const shown = Math.min(current, photos.length - 1)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(shown, photos.length)
    setCurrent(next)
    thumbs.current[next]?.focus()
  }

  return (
    <div className={styles.viewer}>
      <ProductImage className={styles.main} src={photos[shown] ?? null} alt={alt} title={title} priority />
      {photos.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label={m.product_gallery()} onKeyDown={onKeyDown}>
          {photos.map((photo, index) => (
            <button
              key={`${index}-${photo}`}
              ref={(element) => {
                thumbs.current[index] = element
              }}
              type="button"
              className={styles.thumb}
              aria-label={m.product_photo_n({ index: index + 1, count: photos.length })}
              aria-pressed={index === shown}
              tabIndex={index === shown ? 0 : -1}
              onClick={() => setCurrent(index)}
            >
              <ProductImage src={photo} alt="" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
