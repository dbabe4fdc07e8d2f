import * as fs from 'fs';
import * as path from 'path';

/*
 * The files a JavaScript GitHub Action runs: `runs.main`, `runs.pre` and `runs.post` of the
 * action.yml (or action.yaml) in a folder. An action commits its bundle (`ncc build index.js -o dist`,
 * `dist/index.js`) because the runner does not install it; package.json's `main` often still names the
 * source. Read by a few lines' pattern, not a YAML parser: the three keys sit, one a line, in the
 * block under `runs:`.
 */

const KEY = /^\s+(main|pre|post)\s*:\s*(['"]?)([^'"#\s]+)\2\s*(?:#.*)?$/;

/** Each folder's entries, read once a run (the runner asks for the folders above every candidate). */
const known = new Map<string, Map<string, string>>();

/** Starts a run: an action.yml edited since the last one is read again. */
export function forgetActionEntries(): void {
  known.clear();
}

/** The absolute files the action in `dir` runs, each with the file and key naming it (`action.yml's runs.main`); empty when there is no JavaScript action there. */
export function actionEntriesOf(dir: string): Map<string, string> {
  let entries = known.get(dir);
  if (!entries) known.set(dir, (entries = readEntries(dir)));
  return entries;
}

function readEntries(dir: string): Map<string, string> {
  const entries = new Map<string, string>();
  const name = ['action.yml', 'action.yaml'].find((n) => isFile(path.join(dir, n)));
  if (!name) return entries;
  const text = readText(path.join(dir, name));
  if (text === undefined) return entries;
  let inRuns = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^\S/.test(line) && !line.startsWith('#')) inRuns = /^runs\s*:\s*(?:#.*)?$/.test(line);
    const key = inRuns ? KEY.exec(line) : null;
    if (key) entries.set(path.resolve(dir, key[3]), `${name}'s runs.${key[1]}`);
  }
  return entries;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
