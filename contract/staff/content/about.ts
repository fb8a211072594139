// Back office: the about section (shown on the home and about pages) and the feature tiles beside it.
import * as v from 'valibot'
import { localizedText, type Localized } from '../localized'
import { colorField, imageField, linkField } from './fields'

export const AboutFactBody = v.object({
  value: localizedText(100),
  description: localizedText(255, { optional: true }),
  color: colorField,
  bg_color: colorField,
  image: imageField,
})

export const AboutBody = v.object({
  image: imageField,
  title: localizedText(255),
  text: localizedText(20_000, { optional: true }),
  button_label: localizedText(100, { optional: true }),
  button_url: linkField,
  facts: v.optional(v.pipe(v.array(AboutFactBody), v.maxLength(20, 'forms_validation_too_long')), []),
})
export type AboutInput = v.InferOutput<typeof AboutBody>

export type StaffAboutFact = {
  value: Localized
  description: Localized
  color: string
  bg_color: string
  image: string
}

export type StaffAbout = {
  image: string
  title: Localized
  text: Localized
  button_label: Localized
  button_url: string
  facts: StaffAboutFact[]
}

export const FeatureBody = v.object({
  title: localizedText(255),
  description: localizedText(1000, { optional: true }),
  color: colorField,
  bg_color: colorField,
  icon_file: imageField,
  /** A hidden tile stays in the list and out of the storefront. */
  is_published: v.optional(v.boolean('api_invalid_value'), true),
})
export type FeatureInput = v.InferOutput<typeof FeatureBody>

export type StaffFeature = {
  id: number
  title: Localized
  description: Localized
  color: string
  bg_color: string
  icon_file: string
  is_published: boolean
  position: number
}
