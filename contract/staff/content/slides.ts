// Back office: the home page's slides.
import * as v from 'valibot'
import { localizedText, type Localized } from '../localized'
import { colorField, imageField, linkField } from './fields'

export const TEXT_POSITIONS = ['left', 'center', 'right'] as const

export const SlideBody = v.object({
  image: v.pipe(imageField, v.nonEmpty('forms_validation_required')),
  image_full: imageField,
  text: localizedText(5000, { optional: true }),
  color: colorField,
  position: v.optional(v.picklist(TEXT_POSITIONS, 'api_invalid_value'), 'left'),
  btn_text: localizedText(100, { optional: true }),
  btn_url: linkField,
  is_published: v.optional(v.boolean('api_invalid_value'), false),
})
export type SlideInput = v.InferOutput<typeof SlideBody>

export type StaffSlide = {
  id: number
  image: string
  image_full: string
  text: Localized
  color: string
  position: (typeof TEXT_POSITIONS)[number]
  btn_text: Localized
  btn_url: string
  sort: number
  is_published: boolean
}
