import type { Transform } from '../types';
import type * as Rejudge from '../project/rejudge';
import type { RunIndex } from './run-index';
import type { RunSetup } from './run-setup';
import type { Triaged } from './triage';
import { jobFor } from './process-files';
import { carryProject } from '../project/file-project';

// Loaded only when an index module is a candidate: they load the engine.
const fileJob = () => require('./file-job') as typeof import('./file-job');
const rejudge = () => require('../project/rejudge') as typeof Rejudge;

/** Larger candidates keep their turn (a thread of their own, which a signal can stop: process-files.ts). */
const LARGE_FILE_BYTES = 128 * 1024;

/**
 * Before the other candidates, the index's modules (those exporting an anchor, and those holding an
 * API anchor word that another file imports) are transformed here, their outcomes kept for their turn
 * in path order (`triaged.settled`); the edited ones are judged again (src/project/rejudge.ts) and
 * the other files are transformed with the index as the run left those modules. A transform that
 * edits an exported helper's own request (access-bookmarks moving it to …/access/apps) then changes
 * what a later transform does to the helper's callers in other modules (access-self-hosted-domains
 * migrating their bodies) in the same run, as a second run would; before, the importers saw the
 * helper as the run found it, and a second run changed them.
 */
export function exportersFirst(setup: RunSetup, index: RunIndex, triaged: Triaged, transforms: Transform[]): void {
  const project = index.project;
  const data = project?.data;
  if (!project || !data) return;
  const modules = new Set([...Object.keys(data.modules), ...data.apiModules]);
  const files = setup.discovered.files;
  const edited = new Map<string, string>();
  const first = triaged.candidates.filter((i) => modules.has(files[i]) && setup.isCode(files[i]) && triaged.sizes.get(i)! < LARGE_FILE_BYTES);
  if (first.length === 0) return;
  for (const i of first) {
    const outcome = fileJob().processFile(jobFor(setup, index, files[i]), transforms);
    triaged.settled[i] = outcome;
    if (outcome.after !== undefined && outcome.report.status === 'modified') edited.set(files[i], outcome.after);
  }
  const done = new Set(first);
  triaged.candidates = triaged.candidates.filter((i) => !done.has(i));
  if (edited.size === 0) return;
  const next = rejudge().rejudged(data, project.built.resolver, setup.config, edited);
  if (!next) return;
  carryProject(data, next);
  project.data = next;
}
