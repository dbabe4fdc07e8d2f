/** Programmatic API: `import { run } from 'cf-codemod'` returns the same report `--json` prints. */
import { registry } from '../transforms';
import {
  run as runTransforms,
  selectTransforms as selectFrom,
  type RunOptions as RunnerOptions,
  type RunResult,
} from './runner/run';
import type { DefinedTransform } from './transform';
import type { Transform } from './types';

export { today, DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, InterruptedError } from './runner/run';
export type { RunResult } from './runner/run';
export type { Report, FileReport, FileStatus, RunMode } from './runner/report';
export { UsageError } from './runner/errors';
export { registry, findTransform } from '../transforms';
export { defineTransform } from './transform';
export { declareOption } from './options';
export type { DeclaredOption } from './options';
export type { DefinedTransform } from './transform';
export type {
  Finding, Transform, TransformMeta, TransformKind, TransformContext, TextContext, UserConfig, TransformOption, OptionType, OptionTypes,
  Anchoring, AnchoringReason, AnchoredScope, UntracedEndpoint,
} from './types';
export type { MessageTable, MessageData } from './messages';

export interface RunOptions extends Omit<RunnerOptions, 'transforms' | 'only'> {
  /**
   * What to run: ids of the package's transforms (each may be comma-separated), transforms of your
   * own (defineTransform's result, or a Transform), or both. Default: every transform of the package.
   * Either way, only those due by `asOf` run.
   */
  transforms?: ReadonlyArray<string | Transform | DefinedTransform>;
}

/**
 * Runs the codemod (see the runner's `run`): the package's transforms, those named, or your own. A
 * transform of yours with the id of one of the package's replaces it.
 */
export function run(options: RunOptions = {}): Promise<RunResult> {
  const given = options.transforms ?? [];
  const ids = given.filter((t): t is string => typeof t === 'string');
  const own = given.filter((t): t is Transform | DefinedTransform => typeof t !== 'string').map((t) => (typeof t === 'function' ? t.transform : t));
  const ownIds = new Set(own.map((t) => t.id));
  return runTransforms({
    ...options,
    transforms: [...registry.filter((t) => !ownIds.has(t.id)), ...own],
    only: given.length > 0 ? [...ids, ...ownIds] : undefined,
  });
}

/** The transforms a run applies, chosen from `from` (default: the package's): see the runner's `selectTransforms`. */
export function selectTransforms(ids: readonly string[] | undefined, asOf: string, from: readonly Transform[] = registry): Transform[] {
  return selectFrom(ids, asOf, from);
}
