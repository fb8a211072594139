// The one error the CommerceML reader throws: the file cannot be used as a whole (not XML, cut short, not a
// CommerceML document, a product or offer without its Ид, an encoding it cannot read). The message is plain
// English naming what and where; the exchange protocol and the staff command localize or wrap it.

export class CommerceMlError extends Error {
  constructor(
    message: string,
    /** The line of the document the problem was found on (1-based), when known. */
    readonly line: number | null = null,
  ) {
    super(line === null ? message : `${message} (line ${line})`)
    this.name = 'CommerceMlError'
  }
}
