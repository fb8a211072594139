// SPEC 9: no prefetching on 2g or data-saver connections (Network Information API where the browser has it).
type Connection = { saveData?: boolean; effectiveType?: string }

export function isConstrainedConnection(
  nav: { connection?: Connection } | undefined = globalThis.navigator as never,
): boolean {
  const connection = nav?.connection
  return Boolean(connection?.saveData || (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)))
}
