// The global alert for 502/504 answers (SPEC 8): the API client emits 'alert.serverError', this shows it.
import { useEffect, useState } from 'react'
import { apiEvents } from '../../api/events'
import { m } from '../../../messages/compiled/messages.js'
import { AlertModal } from '../ui/alert-modal'

export function ServerErrorAlert() {
  const [open, setOpen] = useState(false)
  useEffect(() => apiEvents.on('alert.serverError', () => setOpen(true)), [])
  return (
    <AlertModal
      open={open}
      onClose={() => setOpen(false)}
      title={m.error_title_server()}
      message={m.errors_serverError()}
    />
  )
}
