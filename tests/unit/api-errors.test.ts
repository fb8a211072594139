import { describe, expect, it } from 'vitest'
import { ApiError, fieldErrorsOf, formatApiError, isApiError } from '../../src/api/errors'
import { formErrors } from '../../machines/form-errors'

describe('formatApiError (SPEC 8 error display)', () => {
  it('shows a detail string as is', () => {
    expect(formatApiError({ detail: 'Учётная запись не активирована' })).toBe('Учётная запись не активирована')
  })

  it('joins detail.errors messages by line breaks', () => {
    const data = {
      detail: {
        errors: [
          { name: 'email', message: 'Enter a valid email.' },
          { name: 'phone', message: 'Required.' },
        ],
      },
    }
    expect(formatApiError(data)).toBe('Enter a valid email.\nRequired.')
  })

  it('prefers detail over non_field_errors', () => {
    expect(formatApiError({ detail: 'A', non_field_errors: ['B'] })).toBe('A')
  })

  it('joins non_field_errors when there is no detail', () => {
    expect(formatApiError({ non_field_errors: ['Wrong login or password.', 'Try again.'] })).toBe(
      'Wrong login or password.\nTry again.',
    )
    expect(formatApiError({ non_field_errors: 'Single.' })).toBe('Single.')
  })

  it('falls through an empty detail or empty errors list to non_field_errors', () => {
    expect(formatApiError({ detail: '', non_field_errors: ['N'] })).toBe('N')
    expect(formatApiError({ detail: { errors: [] }, non_field_errors: ['N'] })).toBe('N')
  })

  it('shows raw data otherwise: arrays joined, strings as is, object values flattened', () => {
    expect(formatApiError(['one', 'two'])).toBe('one\ntwo')
    expect(formatApiError('Bad Gateway')).toBe('Bad Gateway')
    expect(formatApiError({ username: ['Required.'], password: ['Too short.', 'Too common.'] })).toBe(
      'Required.\nToo short.\nToo common.',
    )
    expect(formatApiError({ address: { city: ['Unknown city.'] }, count: 3 })).toBe('Unknown city.\n3')
  })

  it('gives an empty string for nothing to show', () => {
    expect(formatApiError(undefined)).toBe('')
    expect(formatApiError(null)).toBe('')
    expect(formatApiError('')).toBe('')
    expect(formatApiError({})).toBe('')
    expect(formatApiError([])).toBe('')
  })
})

describe('fieldErrorsOf', () => {
  it('extracts a plain field-error object', () => {
    expect(fieldErrorsOf({ username: ['This field is required.'], password: ['Too short.'] })).toEqual({
      username: ['This field is required.'],
      password: ['Too short.'],
    })
  })

  it('accepts a single string per field', () => {
    expect(fieldErrorsOf({ email: 'Invalid.' })).toEqual({ email: ['Invalid.'] })
  })

  it('maps detail.errors names to fields', () => {
    const data = {
      detail: {
        errors: [
          { name: 'email', message: 'Enter a valid email.' },
          { name: 'email', message: 'Already registered.' },
          { name: 'inn', message: 'Wrong TIN.' },
          { message: 'No field.' },
        ],
      },
    }
    expect(fieldErrorsOf(data)).toEqual({ email: ['Enter a valid email.', 'Already registered.'], inn: ['Wrong TIN.'] })
  })

  it('ignores detail and non_field_errors keys', () => {
    expect(fieldErrorsOf({ detail: 'Nope', non_field_errors: ['Wrong.'], phone: ['Required.'] })).toEqual({
      phone: ['Required.'],
    })
    expect(fieldErrorsOf({ detail: 'Nope' })).toEqual({})
  })

  it('names nested errors with dotted paths', () => {
    expect(fieldErrorsOf({ address: { city: ['Unknown.'] }, items: [{}, { quantity: ['Too many.'] }] })).toEqual({
      'address.city': ['Unknown.'],
      'items.1.quantity': ['Too many.'],
    })
  })

  it('returns {} for anything that is not a field-error object', () => {
    expect(fieldErrorsOf(undefined)).toEqual({})
    expect(fieldErrorsOf('Bad Gateway')).toEqual({})
    expect(fieldErrorsOf(['a', 'b'])).toEqual({})
  })
})

describe('ApiError', () => {
  it('carries status, data, field errors and a formatted message', () => {
    const error = new ApiError({
      status: 400,
      data: { detail: { errors: [{ name: 'email', message: 'Bad email.' }] } },
    })
    expect(error).toBeInstanceOf(Error)
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(error.name).toBe('ApiError')
    expect(error.status).toBe(400)
    expect(error.message).toBe('Bad email.')
    expect(error.fieldErrors).toEqual({ email: ['Bad email.'] })
  })

  it('uses status 0 and a network message when no response arrived', () => {
    const cause = new TypeError('fetch failed')
    const error = new ApiError({ status: 0, cause })
    expect(error.status).toBe(0)
    expect(error.message).toBe('Network error')
    expect(error.cause).toBe(cause)
    expect(error.data).toBeUndefined()
    expect(error.fieldErrors).toEqual({})
  })
})

describe('a reason code beside the detail', () => {
  it("is no field, while a field named code (a coupon's) still is", () => {
    expect(fieldErrorsOf({ detail: 'Сессия истекла.', code: 'session_expired' })).toEqual({})
    expect(fieldErrorsOf({ code: ['Нет такого купона'] })).toEqual({ code: ['Нет такого купона'] })
    expect(formErrors({ status: 401, data: { detail: 'Сессия истекла.', code: 'session_expired' } })).toEqual({
      fieldErrors: {},
      message: 'Сессия истекла.',
    })
    expect(formErrors({ status: 400, data: { code: ['Нет такого купона'] } })).toEqual({
      fieldErrors: { code: ['Нет такого купона'] },
      message: null,
    })
  })
})
