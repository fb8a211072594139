// The whole database schema, one module per domain.
import * as accounts from './schema/accounts'
import * as catalogue from './schema/catalogue'
import * as companies from './schema/companies'
import * as content from './schema/content'
import * as exchange from './schema/exchange'
import * as ordering from './schema/ordering'
import * as staff from './schema/staff'

export const schema = { ...accounts, ...companies, ...catalogue, ...ordering, ...content, ...exchange, ...staff }
