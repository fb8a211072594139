// Rows of a raw statement: node-postgres and PGlite both answer db.execute() with an object holding `rows`.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
