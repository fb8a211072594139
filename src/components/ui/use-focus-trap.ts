// Keeps keyboard focus inside an open dialog or drawer, closes it on Escape and gives focus back on close.
// Traps stack: only the most recently activated one reacts, so a modal opened from the drawer works.
import { useEffect, type RefObject } from 'react'
import { useLatest } from '../../lib/use-latest'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

const stack: symbol[] = []

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getClientRects().length > 0,
  )
}

type Options = {
  onEscape?: () => void
  /** Element to focus first; defaults to the first focusable one, then the container itself. */
  initialFocus?: RefObject<HTMLElement | null>
}

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: Options = {}) {
  const latest = useLatest(options)

  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const id = Symbol('focus-trap')
    stack.push(id)
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = latest.current.initialFocus?.current ?? focusableIn(root)[0] ?? root
    first.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return
      if (event.key === 'Escape' && latest.current.onEscape) {
        event.preventDefault()
        latest.current.onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        root.focus()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === head || !root.contains(current))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (current === tail || !root.contains(current))) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      stack.splice(stack.indexOf(id), 1)
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [active, container, latest])
}
