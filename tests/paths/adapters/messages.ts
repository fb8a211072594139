// A message the machines hold as a key (the generic server error, a validation key) or as the server's own text,
// as the page shows it in the path's locale (src/lib/forms/messages.ts does so in the app).
import { m } from '../../../messages/compiled/messages.js'
import type { Message, PathSession } from '../session'

const messages = m as unknown as Record<string, Message<Record<string, never>> | undefined>

export function shownMessage(session: PathSession, keyOrText: string): string {
  const message = Object.hasOwn(messages, keyOrText) ? messages[keyOrText] : undefined
  return message ? session.t(message) : keyOrText
}
