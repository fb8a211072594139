// HTML written by staff (product and brand descriptions). The API sends it already cleaned to text
// formatting, lists, tables and safe links (server/http/rich-text.ts), so it is inserted as it is.
import type { HTMLAttributes } from 'react'
import styles from './rich-text.module.css'

type RichTextProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string }

export function RichText({ html, className, ...rest }: RichTextProps) {
  return (
    <div
      {...rest}
      className={[styles.prose, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
