/**
 * Runs one command and measures it from outside, the same way whatever the tool: wall time from its
 * start to its exit, and the peak of the resident memory of its whole process tree (the command and
 * every process it starts, such as jscodeshift's workers), summed over the processes at each moment.
 * The tree is sampled from /proc every SAMPLE_MS; where there is no /proc the memory reads 0. The
 * processor time of the command and all its children (user + system), which a busy machine does not
 * inflate the way it does wall time, is read through /usr/bin/time where there is one (its own few
 * hundred KiB of memory count in the tree, for every tool alike).
 * Writes `{"seconds":…,"cpuSeconds":…,"peakKiB":…,"processes":…}` to the result file and exits with
 * the command's code.
 *
 * usage: node dist/bench/tree-rss.js <result file> <executable> [arguments…]
 */
import { spawn } from 'child_process';
import * as fs from 'fs';

const SAMPLE_MS = 15;

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const task of tasks) {
    try {
      for (const c of fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ')) if (c.trim()) out.push(Number(c));
    } catch {
      /* the task ended */
    }
  }
  return out;
}

function rssKiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

const TIME = '/usr/bin/time';
const [resultFile, exe, ...args] = process.argv.slice(2);
const cpuFile = `${resultFile}.cpu`;
const timed = fs.existsSync(TIME);
const started = process.hrtime.bigint();
const child = timed
  ? spawn(TIME, ['-f', '%U %S', '-o', cpuFile, exe, ...args], { stdio: 'inherit' })
  : spawn(exe, args, { stdio: 'inherit' });
let peakKiB = 0;
let processes = 0;
const sample = (): void => {
  if (child.pid === undefined) return;
  const tree = [child.pid];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i]));
  const total = tree.reduce((sum, pid) => sum + rssKiB(pid), 0);
  if (total > peakKiB) peakKiB = total;
  if (tree.length > processes) processes = tree.length;
};
const timer = setInterval(sample, SAMPLE_MS);
child.on('error', (e) => {
  clearInterval(timer);
  process.stderr.write(`tree-rss: ${e.message}\n`);
  process.exitCode = 127;
});
child.on('exit', (code, signal) => {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(timer);
  let cpuSeconds: number | null = null;
  try {
    // The last line: `time` writes a note above it when the command fails.
    const [user, system] = fs.readFileSync(cpuFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    if (Number.isFinite(user) && Number.isFinite(system)) cpuSeconds = user + system;
    fs.unlinkSync(cpuFile);
  } catch {
    /* no /usr/bin/time */
  }
  fs.writeFileSync(resultFile, JSON.stringify({ seconds, cpuSeconds, peakKiB, processes }));
  process.exitCode = code ?? (signal ? 128 : 1);
});
