import { describe, expect, it } from 'vitest'
import {
  Conflict,
  InvalidFields,
  NotAllowed,
  NotFound,
  NotSignedIn,
  Refused,
  TooManyAttempts,
} from '../../server/domain-errors'
import { errorAnswer } from '../../server/http/errors'

describe('errorAnswer', () => {
  it('gives each domain error its status and the SPEC body', () => {
    expect(errorAnswer(new InvalidFields({ email: ['Занят'], non_field_errors: ['Нет'] }))).toEqual({
      status: 400,
      body: { email: ['Занят'], non_field_errors: ['Нет'] },
    })
    expect(errorAnswer(new Refused('Уже отвечали'))).toEqual({ status: 400, body: { detail: 'Уже отвечали' } })
    expect(errorAnswer(new Refused('Не активирован', 'account_inactive'))).toEqual({
      status: 400,
      body: { detail: 'Не активирован', code: 'account_inactive' },
    })
    expect(errorAnswer(new NotSignedIn('Войдите'))).toEqual({ status: 401, body: { detail: 'Войдите' } })
    expect(errorAnswer(new NotSignedIn('Сессия истекла', 'session_expired'))).toEqual({
      status: 401,
      body: { detail: 'Сессия истекла', code: 'session_expired' },
    })
    expect(errorAnswer(new NotAllowed('Заказ недоступен'))).toEqual({
      status: 403,
      body: { detail: 'Заказ недоступен' },
    })
    expect(errorAnswer(new NotFound('Не найдено'))).toEqual({ status: 404, body: { detail: 'Не найдено' } })
    expect(errorAnswer(new Conflict('Строка пропала'))).toEqual({ status: 409, body: { detail: 'Строка пропала' } })
    expect(errorAnswer(new TooManyAttempts('Подождите', 120))).toEqual({
      status: 429,
      body: { detail: 'Подождите' },
      headers: { 'Retry-After': '120' },
    })
  })

  it('leaves any other error to the server-error answer', () => {
    expect(errorAnswer(new Error('boom'))).toBeNull()
    expect(errorAnswer(new SyntaxError('bad json'))).toBeNull()
  })
})
