// A link to a page of this storefront given as a plain path ('/my/'): the locale prefix is added, and a plain
// click navigates inside the app (modified clicks keep the browser's default).
import { useRouter } from '@tanstack/react-router'
import type { ComponentProps, MouseEvent } from 'react'
import { localizeHref } from '../../../messages/compiled/runtime.js'

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const router = useRouter()
  const href = localizeHref(to)
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a {...rest} href={href} onClick={onLinkClick} />
}
