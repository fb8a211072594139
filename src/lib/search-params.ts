// Query strings as plain strings, the way the API and the SPEC write them (?p=2&c=red,blue): the router's
// default would JSON-encode values ("p=2" read as a number, "n=%221%22" written for a string).
//
// Written in the one spelling of an HTML form (application/x-www-form-urlencoded: space as "+", commas and
// "()!~'" percent-encoded), because TanStack Start rewrites every request's query to that spelling before the
// router compares it with its own: any other spelling answers a redirect to itself on every request.

export type SearchParams = Record<string, string>

export function parsePlainSearch(search: string): SearchParams {
  const params: SearchParams = {}
  for (const [key, value] of new URLSearchParams(search)) params[key] ??= value
  return params
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.append(key, String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
