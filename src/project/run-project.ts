import type { Transform, UserConfig } from '../types';
import { anyOf, triggerWordsOf } from '../cloudflare/anchors/anchor-words';
import { mayBeHandedClient } from './handed-clients';
import { buildProject, type BuiltProject } from './build';
import { fileProject, registerProject, releaseProject } from './file-project';
import type { ProjectData } from './types';

/** The project index as one run uses it. */
export interface RunProject {
  /**
   * Plain data for the jobs; undefined when no module exports an anchor or is imported holding one (then nothing changes for any file).
   * Replaced once the index's own modules are transformed, when that changed what they export (runner/exporters-first.ts).
   */
  data?: ProjectData;
  built: BuiltProject;
  /** The text the index read of a file, handed over once (the prefilter does not read it again). */
  takeText(abs: string): string | undefined;
  /** The configuration the prefilter judges a file with (its specifiers of indexed modules count as anchor words). */
  prefilterConfig(abs: string, text: string, config: UserConfig): UserConfig;
  release(): void;
}

/** The run's code files, configuration, size limit and transforms, for indexProject. */
export interface IndexProjectInput {
  files: string[];
  config: UserConfig;
  maxFileSize: number;
  transforms: Transform[];
  /** Whether a text holds a word one of the run's transforms needs on its own; every text when not given. */
  ownWords?: (text: string, file: string) => boolean;
  /** True when `ownWords` also passes every text that holds an API anchor word (see buildProject). */
  ownWordsKeepAnchored?: boolean;
  /** With `ownWordsKeepAnchored`: false for a file's bytes when `ownWords` would surely be false for its text (see buildProject's keepBytes). */
  ownBytes?: (bytes: Buffer, file: string) => boolean;
}

/** Builds the index over the run's code files (see build.ts) and keeps its parses for the files' own transforms. */
/**
 * `ownWords`: whether a text holds a word one of the run's transforms needs on its own (the
 * prefilter's first scan). The index keeps the texts that do for the prefilter; another it hands over
 * as '' (nothing to do: it is settled at once), unless it imports an indexed module (then its imports
 * may make it a candidate, and the runner reads it again).
 */
export function indexProject({ files, config, maxFileSize, transforms, ownWords = () => true, ownWordsKeepAnchored = false, ownBytes }: IndexProjectInput): RunProject {
  // A file with no transform's trigger word is settled whatever it imports: its imports are not looked at.
  const triggered = anyOf(transforms.flatMap((t) => triggerWordsOf(t, config))) ?? /(?!)/;
  const built = buildProject({ files, config, maxFileSize, keepText: ownWords, keepsAnchored: ownWordsKeepAnchored, keepBytes: ownBytes });
  registerProject(built);
  const data = Object.keys(built.data.modules).length > 0 || built.data.apiModules.length > 0 || built.data.readers.length > 0 ? built.data : undefined;
  // A module that may read records its importers hand it (passed-records.ts) is involved too.
  const readers = new Set(built.data.readers);
  const involved = (abs: string): boolean => built.importers.has(abs) || built.parsed.has(abs) || built.handed.has(abs) || readers.has(abs);
  return {
    data,
    built,
    takeText(abs) {
      const text = built.texts.get(abs);
      built.texts.delete(abs);
      // A dropped text ('') settles the file, unless its imports may make it a candidate (see prefilterConfig).
      return data && built.dropped.has(abs) && involved(abs) ? undefined : text;
    },
    prefilterConfig(abs, text, cfg) {
      // Only a file the index parsed or found importing an indexed module, with a trigger word.
      // Or a class that may be handed a client through its constructor (handed-clients.ts).
      return (data && (involved(abs) || mayBeHandedClient(text)) && triggered.test(text) && fileProject(data, abs, text, cfg)?.prefilterConfig) || cfg;
    },
    release() {
      built.texts.clear();
      releaseProject(built.data.id);
      // The index judged again after the run's edits of its modules (runner/exporters-first.ts).
      if (this.data && this.data.id !== built.data.id) releaseProject(this.data.id);
    },
  };
}
