/**
 * Timing commands as child processes: wall time around the whole command (node start-up included,
 * as a user waits for it) and the peak memory of its whole process tree, both taken by tree-rss.js
 * from outside the command, the same way for every tool (a tool that forks workers counts them all,
 * at the moment they are together at their largest). Repetitions of several commands are
 * interleaved, so a slow spell of the machine hits each of them alike, and the median is kept.
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
  /** Timed runs (default: the repetitions asked for). */
  repetitions?: number;
  /** Run once untimed first (default true). */
  warmUp?: boolean;
}

export interface Sample {
  seconds: number;
  /** Processor time (user + system) of the command and its children, when /usr/bin/time is there. */
  cpuSeconds: number | null;
  /** Peak resident memory of the command's process tree, summed over its processes (MiB). */
  peakMiB: number;
  /** The most processes the tree had at once. */
  processes: number;
  code: number | null;
  stdoutTail: string;
}

export interface Measured {
  command: Command;
  samples: Sample[];
  medianSeconds: number;
  /** Median processor time, or null. */
  medianCpu: number | null;
  /** Largest peak over the repetitions. */
  peakMiB: number;
}

const wrapper = path.join(__dirname, 'tree-rss.js');
let counter = 0;

export function runOnce(command: Command): Sample {
  const resultFile = path.join(os.tmpdir(), `cf-codemod-bench-${process.pid}-${counter++}.json`);
  const [exe, ...args] = command.argv;
  const r = spawnSync(process.execPath, [wrapper, resultFile, exe === 'node' ? process.execPath : exe, ...args], {
    cwd: command.cwd,
    env: { ...process.env, NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.error) throw r.error;
  let measured: { seconds: number; cpuSeconds: number | null; peakKiB: number; processes: number } = { seconds: NaN, cpuSeconds: null, peakKiB: 0, processes: 0 };
  try {
    measured = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
    fs.unlinkSync(resultFile);
  } catch {
    throw new Error(`${command.label}: no measurement (${(r.stderr ?? '').trim().slice(0, 300)})`);
  }
  const tail = (r.stdout ?? '').trim().split('\n').slice(-1)[0] ?? '';
  return {
    seconds: measured.seconds,
    cpuSeconds: measured.cpuSeconds,
    peakMiB: measured.peakKiB / 1024,
    processes: measured.processes,
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
  // The warm-up fills the file cache and is not timed.
  const reps = commands.map((c) => c.repetitions ?? repetitions);
  commands.forEach((c) => {
    if (c.warmUp !== false) runOnce(c);
  });
  const samples: Sample[][] = commands.map(() => []);
  for (let r = 0; r < Math.max(...reps); r++) {
    commands.forEach((c, k) => {
      if (r >= reps[k]) return;
      const s = runOnce(c);
      samples[k].push(s);
      log(`  ${c.label.padEnd(52)} run ${r + 1}: ${s.seconds.toFixed(2)} s${s.cpuSeconds !== null ? ` (cpu ${s.cpuSeconds.toFixed(2)} s)` : ''}, ${s.peakMiB.toFixed(0)} MiB, exit ${s.code}`);
    });
  }
  return commands.map((command, k) => ({
    command,
    samples: samples[k],
    medianSeconds: median(samples[k].map((s) => s.seconds)),
    medianCpu: samples[k].every((s) => s.cpuSeconds !== null) ? median(samples[k].map((s) => s.cpuSeconds!)) : null,
    peakMiB: Math.max(...samples[k].map((s) => s.peakMiB)),
  }));
}
