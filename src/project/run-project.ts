import type { UserConfig } from '../types';
import { buildProject, type BuiltProject } from './build';
import { fileProject, registerProject, releaseProject } from './file-project';
import type { ProjectData } from './types';

/** The project index as one run uses it. */
export interface RunProject {
  /** Plain data for the jobs; undefined when no module exports an anchor (then nothing changes for any file). */
  data?: ProjectData;
  built: BuiltProject;
  /** The bytes the index read of a file, handed over once (the prefilter does not read it again). */
  takeBytes(abs: string): Buffer | undefined;
  /** The configuration the prefilter judges a file with (its specifiers of indexed modules count as anchor words). */
  prefilterConfig(abs: string, text: string, config: UserConfig): UserConfig;
  release(): void;
}

/** Builds the index over the run's code files (see build.ts) and keeps its parses for the files' own transforms. */
export function indexProject(files: string[], config: UserConfig, maxFileSize: number): RunProject {
  const built = buildProject(files, config, maxFileSize);
  registerProject(built);
  const data = Object.keys(built.data.modules).length > 0 ? built.data : undefined;
  return {
    data,
    built,
    takeBytes(abs) {
      const b = built.bytes.get(abs);
      built.bytes.delete(abs);
      return b;
    },
    prefilterConfig(abs, text, cfg) {
      return (data && fileProject(data, abs, text, cfg)?.prefilterConfig) || cfg;
    },
    release() {
      built.bytes.clear();
      releaseProject(built.data.id);
    },
  };
}
