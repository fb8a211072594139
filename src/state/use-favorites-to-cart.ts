// "Move all to cart" on the favourites page: POST favorites-to-cart/ once at a time, then the router loads its
// data again so the header cart and the page show the new cart. The answer's counts or the refusal are kept to show.
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { api } from '../lib/api/instance'
import { isApiError, formatApiError } from '../lib/api/errors'
import type { FavoritesToCartResult } from '../schemas/favorites'

export type MoveOutcome = { kind: 'moved'; added: number; skipped: number } | { kind: 'failed'; message: string | null }

export function useFavoritesToCart() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<MoveOutcome | null>(null)

  const move = async () => {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    try {
      const { added, skipped } = await api().post<FavoritesToCartResult>('favorites-to-cart/', undefined, { suppressErrorAlert: true })
      setOutcome({ kind: 'moved', added, skipped })
      await router.invalidate()
    } catch (error) {
      setOutcome({ kind: 'failed', message: isApiError(error) ? formatApiError(error.data) || null : null })
    } finally {
      setBusy(false)
    }
  }

  return { busy, outcome, move, dismiss: () => setOutcome(null) }
}
