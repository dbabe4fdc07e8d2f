/** A mistake in how the command was called: exit code 2, one clear line, no stack trace. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
