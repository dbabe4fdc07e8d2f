/** Helpers for fault tests: running the built command as an unprivileged user, or in the background. */
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { BIN, type CliResult } from './cli';

/** nobody:nogroup on most systems. */
const NOBODY = 65534;

/**
 * Whom to run as so that file permissions apply: as root (which reads and writes anything) the
 * command runs as nobody; otherwise as the current user, whom permissions bind already.
 */
export const asUser = (): { uid: number; gid: number } | undefined =>
  process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : undefined;

/** Runs the built command as asUser(). */
export function cliUnprivileged(cwd: string, args: string[]): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    ...asUser(),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The uid a command run by cliUnprivileged has (to prove the test is not running as root). */
export function unprivilegedUid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.getuid()))'], {
    encoding: 'utf8',
    ...asUser(),
  });
  return Number(r.stdout);
}

/** Lets asUser() reach, read and (with `writable`) write the folder and everything below it. */
export function openUp(dir: string, writable: boolean): void {
  const walk = (d: string) => {
    fs.chmodSync(d, writable ? 0o777 : 0o755);
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) fs.chmodSync(p, writable ? 0o666 : 0o644);
    }
  };
  walk(dir);
}

export interface Background {
  child: ChildProcess;
  done: Promise<CliResult & { signal: NodeJS.Signals | null }>;
}

/** Starts the built command without waiting for it. */
export function cliBackground(cwd: string, args: string[]): Background {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const done = new Promise<CliResult & { signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Temp files a write leaves beside its target (there must never be any after a run). */
export const tempFilesIn = (names: string[]) => names.filter((n) => /\.cf-codemod-.*\.tmp$/.test(n));
