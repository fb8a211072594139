// Pictures for back-office content (server/modules/staff/media).
import type { ImagePurpose, UploadedImage } from '../../../contract/staff/media'
import type { CallControl } from '../call-control'
import { api } from '../instance'

export function uploadImage(file: File, purpose: ImagePurpose, options?: CallControl): Promise<UploadedImage> {
  const body = new FormData()
  body.set('purpose', purpose)
  body.set('file', file)
  return api().post<UploadedImage>('staff/media/', body, options)
}
