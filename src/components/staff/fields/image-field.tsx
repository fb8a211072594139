// A picture of back-office content: the one on file with its preview, a file input that uploads the chosen
// picture at once (converted on the server to the size of its purpose) and a button that removes it. The
// upload is a submission of its own, so a refusal ("not a picture") shows under this field only.
import { useEffect } from 'react'
import type { ImagePurpose, UploadedImage } from '../../../../contract/staff/media'
import { m } from '../../../../messages/compiled/messages.js'
import { uploadImage } from '../../../api/staff/media'
import { useSubmission } from '../../../state/use-submission'
import { Button } from '../../ui/button'
import { FieldFrame } from '../../ui/field-frame'
import styles from './image-field.module.css'

type ImageFieldProps = {
  label: string
  purpose: ImagePurpose
  /** The picture's '/media/…' address, '' for none. */
  value: string
  onValueChange: (url: string) => void
  errors?: string[]
  /** A picture is required: no remove button. */
  required?: boolean
}

type Upload = { file: File | null }

export function ImageField({ label, purpose, value, onValueChange, errors, required }: ImageFieldProps) {
  const upload = useSubmission<Upload, { file: File }, UploadedImage>({
    values: { file: null },
    validate: ({ file }) =>
      file ? { ok: true, output: { file } } : { ok: false, errors: { file: [m.staff_media_file_required()] } },
    send: ({ file }, signal) => uploadImage(file, purpose, { signal, suppressErrorAlert: true }),
  })
  const uploaded = upload.success?.answer.url
  useEffect(() => {
    if (uploaded) onValueChange(uploaded)
    // Only a new upload changes the value; the callback may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploaded])
  const messages = [...(errors ?? []), ...(upload.errors.file ?? []), ...(upload.message ? [upload.message] : [])]
  return (
    <FieldFrame label={label} errors={messages} hint={upload.busy ? m.staff_media_uploading() : undefined}>
      {(control) => (
        <div className={styles.field} aria-busy={upload.busy || undefined}>
          {value ? <img className={styles.preview} src={value} alt="" /> : <span className={styles.none}>—</span>}
          <div className={styles.actions}>
            <input
              {...control}
              className={styles.input}
              type="file"
              accept="image/*"
              disabled={upload.busy}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                if (!file) return
                upload.edit('file', file)
                upload.submit()
              }}
            />
            {value && !required ? (
              <Button variant="ghost" size="sm" onClick={() => onValueChange('')}>
                {m.staff_media_remove()}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </FieldFrame>
  )
}
