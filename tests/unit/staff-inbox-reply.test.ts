// How the inbox offers to answer a message: a vacancy response by mail with a subject naming the vacancy,
// feedback (which asks no e-mail) by phone; and the table URL state of the back office's lists.
import { describe, expect, it } from 'vitest'
import { MessagesQuery } from '../../contract/staff/inbox'
import type { InboxMessage } from '../../contract/staff/inbox'
import { replyHref } from '../../src/components/staff/inbox/reply-link'
import { patchedSearch, tableQueryOf, tableSearchOf } from '../../src/lib/staff/table-search'

const message = (values: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  kind: 'feedback',
  created: '2026-01-01T00:00:00Z',
  full_name: 'Иван',
  email: '',
  phone: '',
  city: '',
  text: '',
  vacancy: null,
  locale: 'ru',
  handled_at: null,
  handled_by: null,
  ...values,
})

describe('replyHref', () => {
  it('mails a vacancy applicant with the vacancy in the subject', () => {
    const reply = replyHref(message({ kind: 'vacancy', email: 'petr+job@example.com', vacancy: 'Водитель' }))
    expect(reply?.href.startsWith('mailto:petr%2Bjob@example.com?subject=')).toBe(true)
    const subject = decodeURIComponent(reply!.href.split('subject=')[1]!)
    expect(subject).toBe('Ваш отклик на вакансию «Водитель»')
  })

  it('calls back a feedback sender, who left no e-mail', () => {
    expect(replyHref(message({ phone: '79123456789' }))).toEqual({
      href: 'tel:+79123456789',
      label: 'Позвонить: +7 912 345-67-89',
    })
    expect(replyHref(message({}))).toBeNull()
  })
})

describe('table URL state', () => {
  const validate = tableSearchOf(MessagesQuery)

  it('keeps valid, non-default params as strings and drops the rest', () => {
    expect(validate({ page: 2, kind: 'vacancy', sort: '-created', handled: 'maybe', extra: 'x', search: '' })).toEqual({
      page: '2',
      kind: 'vacancy',
    })
    expect(tableQueryOf(MessagesQuery, { page: '2' })).toMatchObject({ page: 2, page_size: 25, sort: '-created' })
  })

  it('goes back to the first page when a filter changes', () => {
    expect(patchedSearch({ page: '3', kind: 'feedback' }, { handled: 'no' })).toEqual({
      kind: 'feedback',
      handled: 'no',
    })
    expect(patchedSearch({ page: '3', kind: 'feedback' }, { kind: '' })).toEqual({})
    expect(patchedSearch({ kind: 'feedback' }, { page: 2 })).toEqual({ kind: 'feedback', page: '2' })
  })
})
