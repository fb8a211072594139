// Reading a back-office content request: the record id in the path, the JSON body.
import type { Context } from 'hono'
import type * as v from 'valibot'
import { MAX_ID } from '../../../../../contract/fields'
import type { AppEnv } from '../../../../context'
import { NotFound } from '../../../../domain-errors'
import { objectBody, parseInput } from '../../../../http/validate'
import { translate } from '../../../../i18n'

/** The record id of the path; anything but a whole number in range names nothing. */
export function idOf(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'))
  if (!/^\d{1,10}$/.test(c.req.param('id') ?? '') || id < 1 || id > MAX_ID)
    throw new NotFound(translate('api_not_found', c.var.locale))
  return id
}

/** The JSON body parsed with `schema`: field errors as a 400. */
export const bodyOf = async <S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> =>
  parseInput(schema, await objectBody(c), c.var.locale)
