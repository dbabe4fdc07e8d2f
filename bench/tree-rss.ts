/**
 * Runs one command and measures it from outside, the same way whatever the tool: wall time from its
 * start to its exit, and the peak of the resident memory of its whole process tree (the command and
 * every process it starts, such as jscodeshift's workers), summed over the processes at each moment.
 * The tree is sampled from /proc every SAMPLE_MS; where there is no /proc the memory reads 0.
 * Writes `{"seconds":…,"peakKiB":…,"processes":…}` to the result file and exits with the command's code.
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

const [resultFile, exe, ...args] = process.argv.slice(2);
const started = process.hrtime.bigint();
const child = spawn(exe, args, { stdio: 'inherit' });
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
  fs.writeFileSync(resultFile, JSON.stringify({ seconds, peakKiB, processes }));
  process.exitCode = code ?? (signal ? 128 : 1);
});
