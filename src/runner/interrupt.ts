/*
 * SIGINT (Ctrl-C) and SIGTERM, as the run and the command line hear them.
 *
 * A listener runs only between turns of the event loop: while this thread parses or transforms a
 * file (synchronous work), a signal waits, and a listener removed before it ran never hears it
 * (Node drops a signal whose listener is gone). So whoever is about to write asks `settle()` first,
 * which lets a signal received meanwhile reach its listener; `signal` then says whether to stop.
 */

export type StopSignal = 'SIGINT' | 'SIGTERM';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Listens for SIGINT and SIGTERM from construction to `close()`. The first one is kept (`signal`) and
 * settles `stopped`; each listener hears one signal only, so a second Ctrl-C ends the process at
 * once (unless another listener is still there).
 */
export class SignalWatch {
  signal: StopSignal | undefined;
  /** Settles at the first signal: a wait for a worker thread raced with it ends at once. */
  readonly stopped: Promise<undefined>;
  private stop: () => void = () => undefined;
  private readonly onSigint = () => this.heard('SIGINT');
  private readonly onSigterm = () => this.heard('SIGTERM');

  constructor() {
    this.stopped = new Promise<undefined>((resolve) => {
      this.stop = () => resolve(undefined);
    });
    process.once('SIGINT', this.onSigint);
    process.once('SIGTERM', this.onSigterm);
  }

  private heard(signal: StopSignal): void {
    this.signal ??= signal;
    this.stop();
  }

  /**
   * The signal heard so far, once a signal the process received during synchronous work has reached
   * its listener: two turns of the event loop, so that a poll for signals lies between (one turn,
   * taken from a poll callback, may run before the next poll).
   */
  async settle(): Promise<StopSignal | undefined> {
    if (this.signal === undefined) {
      await turn();
      await turn();
    }
    return this.signal;
  }

  close(): void {
    process.removeListener('SIGINT', this.onSigint);
    process.removeListener('SIGTERM', this.onSigterm);
  }
}

/**
 * The run stopped on SIGINT (Ctrl-C, exit code 130) or SIGTERM (143, 128 + the signal's number);
 * every file already handled was written whole, no temp file remains.
 */
export class InterruptedError extends Error {
  readonly exitCode: 130 | 143;
  constructor(
    readonly filesDone: number,
    readonly signal: StopSignal = 'SIGINT',
  ) {
    super(`${signal === 'SIGTERM' ? 'terminated (SIGTERM)' : 'interrupted'} after ${filesDone} files; every file written so far is complete, nothing half-written`);
    this.name = 'InterruptedError';
    this.exitCode = signal === 'SIGTERM' ? 143 : 130;
  }
}
