/** Bad input to a staff command: shown to the operator as a plain message, exit code 1, never a stack trace. */
export class StaffInputError extends Error {
  override name = 'StaffInputError'
}
