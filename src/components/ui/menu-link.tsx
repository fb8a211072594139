// A link from an API menu ('/about/', 'https://…'). Internal links get the locale prefix and navigate in the app;
// modified clicks (new tab, download) keep the browser's default.
import { useRouter } from '@tanstack/react-router'
import type { ComponentProps, MouseEvent } from 'react'
import { localizeHref } from '../../../messages/compiled/runtime.js'

export function isInternalUrl(url: string) {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/media/') && !url.startsWith('/api/')
}

export function menuHref(url: string) {
  return isInternalUrl(url) ? localizeHref(url) : url
}

type MenuLinkProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  url: string
  /** Called on any click, e.g. to close the menu the link is in. */
  onNavigate?: () => void
}

export function MenuLink({ url, onNavigate, ...rest }: MenuLinkProps) {
  const router = useRouter()
  const internal = isInternalUrl(url)
  const href = menuHref(url)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.()
    if (!internal || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a {...rest} href={href} onClick={onClick} />
}
