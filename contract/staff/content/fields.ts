// Fields shared by the back office's content forms (publications, slides, the about section): slugs, dates,
// colours, links, pictures and positions, each refused with its own message key.
import * as v from 'valibot'
import { isIsoDate } from '../../dates/calendar-arithmetic'
import { textField } from '../../fields'

/** Latin lower-case words joined by hyphens; '' lets the server make one from the Russian title. */
export const slugField = v.optional(
  v.pipe(
    textField(),
    v.trim(),
    v.maxLength(100, 'forms_validation_too_long'),
    v.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'staff_content_bad_slug'),
  ),
  '',
)

/** YYYY-MM-DD, a day that exists. */
export const isoDateField = v.pipe(textField(), v.trim(), v.check(isIsoDate, 'staff_content_bad_date'))

/** '#rrggbb', or '' for none. */
export const colorField = v.optional(
  v.pipe(textField(), v.trim(), v.regex(/^(?:#[0-9a-fA-F]{6})?$/, 'staff_content_bad_color'), v.toLowerCase()),
  '',
)

/** A link of the site ('/catalog/…') or a web address (http, https); '' for none. */
export const linkField = v.optional(
  v.pipe(
    textField(),
    v.trim(),
    v.maxLength(500, 'forms_validation_too_long'),
    v.check(
      (value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/.test(value),
      'staff_content_bad_url',
    ),
  ),
  '',
)

/** A picture uploaded through staff/media/ (or one the site already has): a path under /media/; '' for none. */
export const imageField = v.optional(
  v.pipe(
    textField(),
    v.trim(),
    v.maxLength(500, 'forms_validation_too_long'),
    v.regex(/^(?:\/media\/[\w./-]+)?$/, 'staff_content_bad_image'),
  ),
  '',
)

/** up / down in a list ordered by position. */
export const MoveBody = v.object({ direction: v.picklist(['up', 'down'], 'api_invalid_value') })
export type MoveDirection = v.InferOutput<typeof MoveBody>['direction']
