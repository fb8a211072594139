// CSV files for Excel: UTF-8 with a byte order mark (so Excel takes it as UTF-8 and shows Cyrillic), ';' between
// fields (what Excel expects where the decimal separator is a comma, as in Russian), CRLF rows, every field quoted
// when it holds the separator, '"', a line break or could be read as a formula.

export const CSV_SEPARATOR = ';'

export function csvField(value: string | number, separator = CSV_SEPARATOR): string {
  let text = String(value)
  // A leading =, +, - or @ would make Excel run the text as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  const quoted = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim()
  return quoted ? `"${text.replaceAll('"', '""')}"` : text
}

/** The whole file: the byte order mark, then one CRLF-ended row per array of fields. */
export const csvText = (rows: readonly (readonly (string | number)[])[], separator = CSV_SEPARATOR) =>
  '\uFEFF' + rows.map((row) => row.map((field) => csvField(field, separator)).join(separator) + '\r\n').join('')

/** Money as a Russian Excel reads a number: roubles with a decimal comma. */
export const csvRoubles = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',')

const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A moment as DD.MM.YYYY HH:MM in Moscow time, where the distributor works: a Russian Excel reads it as a date. */
export const csvDateTime = (date: Date) => moscow.format(date).replace(',', '')
