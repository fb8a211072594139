// Typed events the API client emits for app-wide reactions (SPEC 8):
// a 403 from any call rejects the session, a 401 to a signed-in client ends it, a 502/504 shows the
// server-error alert.
// No DOM, no React: the auth machine and the alert layer subscribe with `on`.
import type { SessionEnd } from '../../machines/auth.machine'

export type ApiEventMap = {
  /** `reason` when the server said the session ended (X-Session-Ended). */
  'auth.reject': { status: 403; url: string; reason?: SessionEnd }
  /**
   * The session is gone (the client has dropped its token): a call made with one was answered 401, or any answer
   * said it ended (X-Session-Ended), and why.
   */
  'auth.unauthorized': { status: number; url: string; reason: SessionEnd }
  'alert.serverError': { messageKey: 'errors_serverError'; status: 502 | 504 }
}

export type ApiEventType = keyof ApiEventMap

export type ApiEventListener<K extends ApiEventType> = (payload: ApiEventMap[K]) => void

export interface ApiEvents {
  /** Subscribes to one event type; returns the unsubscribe function. */
  on<K extends ApiEventType>(type: K, listener: ApiEventListener<K>): () => void
  emit<K extends ApiEventType>(type: K, payload: ApiEventMap[K]): void
}

export function createApiEvents(): ApiEvents {
  const listeners: { [K in ApiEventType]: Set<ApiEventListener<K>> } = {
    'auth.reject': new Set(),
    'auth.unauthorized': new Set(),
    'alert.serverError': new Set(),
  }

  return {
    on(type, listener) {
      const set = listeners[type]
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    emit(type, payload) {
      // Copy first: a listener may unsubscribe while we iterate.
      for (const listener of [...listeners[type]]) {
        try {
          listener(payload)
        } catch (error) {
          // One faulty subscriber must not break the request that emitted the event.
          console.error(`[api] listener for "${type}" failed`, error)
        }
      }
    },
  }
}

/** The app-wide instance used by the browser app (and the default of `createApiClient`). */
export const apiEvents: ApiEvents = createApiEvents()
