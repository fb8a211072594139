// The site settings every page shows (server/modules/site): menus, header, footer, categories, analytics ids.
import type { VarsResponse } from '../../contract/site'
import type { CallControl } from './call-control'
import { api } from './instance'

export const getSiteVars = (options?: CallControl) => api().get<VarsResponse>('vars/', options)
