/**
 * Loaded into every node process of a timed command (NODE_OPTIONS=--require …, so the child
 * processes jscodeshift forks too): on exit, appends "<pid> <peak resident set in KiB>" to the file
 * named by BENCH_RSS_FILE. Worker threads live in their process, so their memory is in its figure.
 */
import * as fs from 'fs';
import { isMainThread } from 'worker_threads';

const out = process.env.BENCH_RSS_FILE;
// Once per process: a worker thread would report the same process's figure again.
if (out && isMainThread) {
  process.on('exit', () => {
    fs.appendFileSync(out, `${process.pid} ${process.resourceUsage().maxRSS}\n`);
  });
}
