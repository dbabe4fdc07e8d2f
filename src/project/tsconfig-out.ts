import * as fs from 'fs';
import * as path from 'path';

/*
 * Where a folder's TypeScript build writes: the `outDir` (and `rootDir`) of the tsconfig.json, or of
 * the tsconfig.build.json beside it, in that folder. Read with get-tsconfig (comments, trailing commas,
 * `extends`), loaded on first use. The public entries map a build path back to its source with it,
 * and the runner tells a committed build from the sources with it.
 */

export interface TsconfigOut {
  /** The `outDir`, absolute. */
  out: string;
  /** The `rootDir` (absolute), or the folder and its `src/` when none is said. */
  root: string[];
}

/**
 * What each folder's tsconfig says, for the run: the runner asks for every folder above each
 * candidate file (build-output.ts), and a folder's tsconfig was parsed again for each of its files
 * (with its `extends`). Forgotten at the start of each run (`forgetTsconfigs`), so an edit between
 * two runs of one process is seen.
 */
const known = new Map<string, TsconfigOut | null>();

/** Starts a run: what the last one read of the tsconfigs is not trusted any more. */
export function forgetTsconfigs(): void {
  known.clear();
}

/** The tsconfig's `outDir` and `rootDir` for the folder `dir`, when a tsconfig there says an `outDir`. */
export function tsconfigOutOf(dir: string): TsconfigOut | undefined {
  let out = known.get(dir);
  if (out === undefined) known.set(dir, (out = readOutOf(dir) ?? null));
  return out ?? undefined;
}

function readOutOf(dir: string): TsconfigOut | undefined {
  const config = readTsconfig(path.join(dir, 'tsconfig.build.json')) ?? readTsconfig(path.join(dir, 'tsconfig.json'));
  const options = config?.compilerOptions;
  if (!options || typeof options.outDir !== 'string') return undefined;
  const root = typeof options.rootDir === 'string' ? [path.resolve(dir, options.rootDir)] : [dir, path.join(dir, 'src')];
  return { out: path.resolve(dir, options.outDir), root };
}

function readTsconfig(file: string): { compilerOptions?: { outDir?: unknown; rootDir?: unknown } } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const { parseTsconfig } = require('get-tsconfig') as typeof import('get-tsconfig');
  try {
    return parseTsconfig(file);
  } catch {
    return undefined;
  }
}
