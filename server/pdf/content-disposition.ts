// Content-Disposition for a download: an ASCII `filename` every client understands, and the real
// (e.g. Cyrillic) name as RFC 5987 `filename*` for the clients that read it.

/** RFC 5987 attr-char allows letters, digits and !#$&+-.^_`|~; everything else is percent-encoded. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** `fallback` is reduced to safe ASCII; `name` is kept whole in filename*. */
export function attachment(name: string, fallback: string): string {
  const ascii = fallback.replace(/[^\w.-]+/g, '-').replace(/-{2,}/g, '-') || 'download'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`
}
