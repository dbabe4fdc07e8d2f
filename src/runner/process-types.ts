/**
 * What processing one file's text takes and gives (process.ts's processSource and transformSource):
 * its own module, so that script-files.ts, which processes a component's blocks, and the runner's
 * modules name these types without importing the processing itself (no import cycle).
 */
import type { Anchoring, Finding, RunModules, Transform, UserConfig } from '../types';
import type { FileProject } from '../project/file-project';
import type { UnusedWaiver } from './waivers';
import type { VersionSet } from '../version-range';

/** One file's text (`input`, read from `filePath`) and the transforms to run over it. */
export interface SourceInput {
  input: string;
  filePath: string;
  transforms: Transform[];
  options: ProcessOptions;
  /** `text`: a file a transform edits as plain text (see prefilter.ts's textSupportFor), not parsed; `code` when not given. */
  mode?: 'code' | 'text';
}

export interface ProcessOptions {
  /** Insert review comments above findings (contract: on unless --no-markers). */
  markers: boolean;
  config: UserConfig;
  /** The path findings carry: relative to the current directory, with `/`. */
  displayPath: string;
  /** The project index's view of this file (src/project/): a tree it parsed, its imported anchors. */
  project?: FileProject;
  /** The file of the run a specifier of this file names (for `ctx.defer`), if the runner knows. */
  resolveModule?: (specifier: string) => string | undefined;
  /** The run's other modules through their names (`ctx.modules`). */
  modules?: RunModules;
  /** Report the `cf-codemod-ignore` comments of a code file that waive no finding (the run ran every transform). */
  unusedWaivers?: boolean;
  /** Where the text starts in its file, when it is a script block of a component (see script-files.ts). */
  at?: { line: number; column: number };
  /** Why this file is anchored on Cloudflare (`ctx.anchoring`): the transforms' untraced endpoints are reported. */
  anchoring?: Anchoring;
  /** Whether the run is anchored on Cloudflare (`ctx.runAnchored`); absent outside the runner. */
  runAnchored?: boolean;
  /** The versions of `cloudflare` the file can be running with (`ctx.sdkVersions`), when known. */
  sdkVersions?: VersionSet;
}

/** A follow-up a transform asked for on another module of the run (see `TransformContext.defer`). */
export interface DeferredEdit {
  /** Absolute path of the module. */
  module: string;
  transform: string;
  request: unknown;
}

export interface ProcessResult {
  /** The new text, only when it differs from the input. */
  output?: string;
  /** Ids of the transforms that changed the text. */
  changedBy: string[];
  /**
   * Those of changedBy that rewrote code, not only inserted review markers (a SARIF or GitHub
   * "would change" result names these); set when the text changed.
   */
  rewrittenBy?: string[];
  findings: Finding[];
  /** Set when the file could not be parsed or transformed; the file is then left as it was. */
  error?: string;
  /** Follow-ups asked for on other modules (kept whether or not this file changed). */
  deferred?: DeferredEdit[];
  /** `cf-codemod-ignore` comments that waived no finding (when ProcessOptions.unusedWaivers asks). */
  unusedWaivers?: UnusedWaiver[];
}
