/**
 * Timing commands as child processes: wall time around the whole command (node start-up included,
 * as a user waits for it) and peak memory, read by rss-probe.js from inside every node process the
 * command starts. Repetitions of several commands are interleaved, so a slow spell of the machine
 * hits each of them alike, and the median is kept.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

export interface Command {
  label: string;
  /** Executable and arguments; `node` means this node binary. */
  argv: string[];
  cwd: string;
  /** Timed runs (default: the repetitions asked for); a slow baseline may take fewer. */
  repetitions?: number;
  /** Run once untimed first (default true). */
  warmUp?: boolean;
}

export interface Sample {
  seconds: number;
  /** Peak resident memory of the largest process, and the sum over processes (MiB). */
  maxRssMiB: number;
  sumRssMiB: number;
  processes: number;
  code: number | null;
  stdoutTail: string;
}

export interface Measured {
  command: Command;
  samples: Sample[];
  medianSeconds: number;
  /** Largest peak over the repetitions. */
  maxRssMiB: number;
  sumRssMiB: number;
}

const probe = path.join(__dirname, 'rss-probe.js');
const SLOW_SECONDS = 20;

export function runOnce(command: Command): Sample {
  const rssFile = path.join(os.tmpdir(), `cf-codemod-bench-rss-${process.pid}-${Date.now()}.txt`);
  const [exe, ...args] = command.argv;
  const nodeOptions = [process.env.NODE_OPTIONS ?? '', `--require ${JSON.stringify(probe)}`].join(' ').trim();
  const started = process.hrtime.bigint();
  const r = spawnSync(exe === 'node' ? process.execPath : exe, args, {
    cwd: command.cwd,
    env: { ...process.env, NO_COLOR: '1', NODE_OPTIONS: nodeOptions, BENCH_RSS_FILE: rssFile },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  let kib: number[] = [];
  try {
    kib = fs.readFileSync(rssFile, 'utf8').trim().split('\n').map((line) => Number(line.split(' ')[1]));
    fs.unlinkSync(rssFile);
  } catch {
    /* the command started no node process that exited normally */
  }
  if (r.error) throw r.error;
  const tail = (r.stdout ?? '').trim().split('\n').slice(-1)[0] ?? '';
  return {
    seconds,
    maxRssMiB: Math.max(0, ...kib) / 1024,
    sumRssMiB: kib.reduce((a, b) => a + b, 0) / 1024,
    processes: kib.length,
    code: r.status,
    stdoutTail: tail.length > 120 ? `${tail.slice(0, 117)}...` : tail,
  };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Runs every command `repetitions` times, interleaved (A B C A B C …), after one untimed warm-up each. */
export function measureInterleaved(commands: Command[], repetitions: number, log: (line: string) => void): Measured[] {
  // The warm-up fills the file cache and is not timed. A command that takes longer than
  // SLOW_SECONDS is timed once only, so that the whole benchmark stays within a few minutes.
  const reps = commands.map((c) => c.repetitions ?? repetitions);
  commands.forEach((c, k) => {
    if (c.warmUp === false) return;
    const warm = runOnce(c);
    if (warm.seconds > SLOW_SECONDS && reps[k] > 1) {
      reps[k] = 1;
      log(`  ${c.label}: ${warm.seconds.toFixed(1)} s to warm up, timed once`);
    }
  });
  const samples: Sample[][] = commands.map(() => []);
  for (let r = 0; r < repetitions; r++) {
    commands.forEach((c, k) => {
      if (r >= reps[k]) return;
      const s = runOnce(c);
      samples[k].push(s);
      log(`  ${c.label.padEnd(52)} run ${r + 1}: ${s.seconds.toFixed(2)} s, ${s.maxRssMiB.toFixed(0)} MiB, exit ${s.code}`);
    });
  }
  return commands.map((command, k) => ({
    command,
    samples: samples[k],
    medianSeconds: median(samples[k].map((s) => s.seconds)),
    maxRssMiB: Math.max(...samples[k].map((s) => s.maxRssMiB)),
    sumRssMiB: Math.max(...samples[k].map((s) => s.sumRssMiB)),
  }));
}
