// Query strings as plain strings, the way the API and the SPEC write them (?p=2&c=red,blue): the router's
// default would JSON-encode values ("p=2" read as a number, "n=%221%22" written for a string).

export type SearchParams = Record<string, string>

export function parsePlainSearch(search: string): SearchParams {
  const params: SearchParams = {}
  for (const [key, value] of new URLSearchParams(search)) params[key] ??= value
  return params
}

const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',')

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    parts.push(`${encode(key)}=${encode(String(value))}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}
