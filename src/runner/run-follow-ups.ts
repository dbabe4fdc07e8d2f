import type * as FollowUp from './follow-up';
import type { SignalWatch } from './interrupt';
import type { RunOutput } from './run-output';
import type { RunSetup } from './run-setup';

// Loaded only when a transform asked for a follow-up: it loads the engine (process.ts).
const followUps = () => require('./follow-up') as typeof FollowUp;

/**
 * Step 4 of a run: the follow-ups the transforms asked for on modules other files import
 * (ctx.defer), on the text the run left them with, reported and written like any other file's
 * changes; then every outcome held back until now (also after Ctrl-C: every file handled, and
 * perhaps written, is reported).
 */
export async function finishFollowUps(setup: RunSetup, signals: SignalWatch, out: RunOutput): Promise<void> {
  if (!signals.signal && out.deferred.length > 0) {
    const { mergeFollowUp, runFollowUps } = followUps();
    const { transforms, markers, config } = setup;
    const sdkVersions = (abs: string) => setup.sdkVersions.of(abs);
    for (const outcome of runFollowUps(out.deferred, transforms, { rel: setup.display, markers, config, pending: out.pending, sdkVersions })) {
      if (!(await out.writeOut(outcome.abs, outcome))) break;
      const h = out.held.get(outcome.abs);
      if (h) h.outcome = mergeFollowUp(h.outcome, outcome);
      else {
        // Not a file of the run's list, or (never expected) one already reported: its own entry.
        const { abs: _abs, ...rest } = outcome;
        out.emit(rest, out.total - 1);
      }
    }
  }
  for (const h of out.held.values()) out.emit(h.outcome, h.index);
}
