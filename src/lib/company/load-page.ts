// Loads a company or flat page answer for a route loader; a 404 or 400 from the API becomes the 404 page.
import { notFound } from '@tanstack/react-router'
import { ApiError } from '../../api/errors'
import { api } from '../../api/instance'

export async function loadPage<T>(path: string, query?: Record<string, string | number>): Promise<T> {
  try {
    return await api().get<T>(path, query ? { query } : undefined)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
