import * as v8 from 'v8';

/**
 * The factor V8 may grow the old generation by after a full collection: twice what the collection
 * found alive (V8's own choice here is up to four times).
 *
 * Why (issue 31, docs/performance.md "Stop 40: dense peak memory"): a dense run keeps about 25 MiB
 * alive between files, and V8 sets the next collection at about four times what the last one
 * marked. Marking runs beside the program on another thread; on a loaded machine that thread waits
 * for a core, marking takes 300–500 ms instead of about 100, and everything the files allocate
 * meanwhile counts as alive: the collection "finds" 66 MiB, the next limit is about 270 MiB, and the
 * run peaks at 330–360 MiB instead of about 200 (one run in five at load 15–20). The same dry output,
 * the same files: nothing of ours holds memory across files. Twice the marked size bounds what such
 * a late marking can cost; the price is a few more collections of a small heap.
 */
export const HEAP_GROWING_PERCENT = 100;

/** Bounds V8's heap growth for this process and the worker threads it starts, unless Node was given its own setting. */
export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  const given = (text: string) => /heap[-_]growing[-_]percent/.test(text);
  if (execArgv.some(given) || given(nodeOptions)) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
