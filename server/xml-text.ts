// Text made safe for the XML the shop writes: the sitemap, the dealer feed, the documents for 1C, demo pictures.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

const SPECIAL = /[&<>"']/

// eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 forbids
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

/** `text` escaped for an XML element or a quoted attribute. */
export const escapeXml = (text: string): string =>
  SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char) : text

/** Any stored string made safe for XML: escaped, and without the characters XML 1.0 forbids. */
export const xmlText = (text: string): string => escapeXml(text.replace(FORBIDDEN, ''))
