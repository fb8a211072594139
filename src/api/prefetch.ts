import { whenIdle } from '../lib/when-idle'
import { loadOfetch } from './client'

/** The browser fetches the client's code once idle after hydration, so that a first call need not wait for it. */
export function prefetchApiClient(): void {
  whenIdle(() => void loadOfetch().catch(() => undefined))
}
