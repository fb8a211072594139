// The few HTML pieces every mail shares. Every text goes through `escapeHtml`, values typed by users included.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'rows'; rows: [label: string, value: string][] }

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`
    case 'link':
      return (
        `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="color:#1b7a6e;font-weight:bold">` +
        `${escapeHtml(block.label)}</a></p>`
      )
    case 'rows':
      return `<table cellpadding="4" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) => `<tr><td style="color:#666">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
      return block.text
    case 'link':
      return `${block.label}:\n${block.href}`
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
  }
}

/** The same message as a small HTML document and as plain text. */
export function render(lang: string, title: string, blocks: Block[]): { html: string; text: string } {
  const html =
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title></head>\n` +
    `<body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px">\n` +
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>\n` +
    `${blocks.map(blockHtml).join('\n')}\n` +
    `</div></body></html>`
  return { html, text: blocks.map(blockText).join('\n\n') + '\n' }
}
