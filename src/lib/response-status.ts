// Lets a page that renders fine still answer with an error status during SSR (no effect in the browser).
import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

export const setPageStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client((_status: number) => undefined)
