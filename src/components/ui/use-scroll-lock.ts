// Stops the page behind an open modal or drawer from scrolling, without the layout jumping by the scrollbar width.
import { useEffect } from 'react'

let locks = 0
let saved = { overflow: '', paddingRight: '' }

export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return
    const body = document.body
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
      const scrollbar = window.innerWidth - document.documentElement.clientWidth
      body.style.overflow = 'hidden'
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) {
        body.style.overflow = saved.overflow
        body.style.paddingRight = saved.paddingRight
      }
    }
  }, [active])
}
