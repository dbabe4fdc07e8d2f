import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

export const BIN = path.join(__dirname, '..', '..', 'dist', 'bin', 'cf-codemod.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built command (npm test builds first) the way a user's shell would. */
export function cli(cwd: string, args: string[], env: Record<string, string> = {}): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Folders tempDir made and not yet removed, in the order they were made. */
const made: string[] = [];

/**
 * Removes the folders tempDir made from the `from`-th on (default: all). The jest setup file
 * (temp-cleanup.ts) calls it after each test for the folders that test made, and after each test
 * file for those its hooks made: one `npm test` left about 230 folders in the temp folder.
 */
export function removeTempDirs(from = 0): void {
  for (const dir of made.splice(from)) fs.rmSync(dir, { recursive: true, force: true });
}

/** How many folders tempDir has made and not yet removed (a mark for removeTempDirs). */
export const tempDirCount = (): number => made.length;

/** A temporary folder with the given files (contents as strings or bytes), removed after the test that made it. */
export function tempDir(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-codemod-'));
  made.push(dir);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
}

function git(dir: string, args: string[]): void {
  const r = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

/** A temporary git repository with the files committed. */
export function tempRepo(files: Record<string, string | Buffer>): string {
  const dir = tempDir(files);
  git(dir, ['init', '-q']);
  git(dir, ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '-A']);
  git(dir, ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init', '--allow-empty']);
  return dir;
}

export function commitAll(dir: string): void {
  git(dir, ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '-A']);
  git(dir, ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'next', '--allow-empty']);
}

export const read = (dir: string, name: string): string => fs.readFileSync(path.join(dir, name), 'utf8');
export const readBytes = (dir: string, name: string): Buffer => fs.readFileSync(path.join(dir, name));

/** Every file below dir (for checking that no temp file is left behind). */
export function listAll(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === '.git') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}
