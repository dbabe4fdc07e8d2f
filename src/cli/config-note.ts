import { describeConfig, findConfig, CONFIG_FILE } from '../runner/config';

/**
 * The line `--help` ends with: which configuration a run from `cwd` reads (found from the current
 * folder up to the repository root), so a user can tell why a key applies, or does not.
 */
export function configNote(cwd: string): string {
  let found;
  try {
    found = findConfig(cwd);
  } catch (e) {
    return `Configuration: ${(e as Error).message}`;
  }
  return found
    ? `Configuration: ${describeConfig(cwd, found)} (--config <file> reads another)`
    : `Configuration: none (no ${CONFIG_FILE}, nor package.json with a "cf-codemod" key, from here up to the repository root)`;
}
