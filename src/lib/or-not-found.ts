// A loader's call whose refusal means the address names nothing: that answer is the 404 page, not an error page.
import { notFound } from '@tanstack/react-router'
import { isApiError } from '../api/errors'

type Refusals = {
  /** A 400 names nothing too: a malformed part of the address (a category, a page, a date) that the API checks. */
  badRequest?: boolean
}

export async function orNotFound<T>(call: Promise<T>, { badRequest = false }: Refusals = {}): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || (badRequest && error.status === 400))) throw notFound()
    throw error
  }
}
