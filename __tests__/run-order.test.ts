/**
 * One run is the transforms run one after another: each file, once every due transform has run on
 * it in one run, equals what successive runs of one transform each (each on what the one before
 * wrote) give, and so do the findings (by file, transform, message id and data; lines move with the
 * markers). What a transform recognises on a tree an earlier transform of the run edited must be the
 * tree as it is now: the anchors of a file are kept across edits while what they read still holds
 * (src/cloudflare/anchors/anchor-reads.ts). The cases are project cases (__testfixtures__/project/).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run, selectTransforms } from '../src';
import type { Finding } from '../src/types';

const CASES = path.join(__dirname, '..', '__testfixtures__', 'project');
const AS_OF = '2026-11-22';

/** Cases where an earlier transform edits a wrapper's own request and a later one acts on its callers. */
const ORDERED = [
  'stale-anchors-setting-helper',
  'stale-anchors-setting-helper-ts',
  'stale-anchors-bookmarks-helper',
  'stale-anchors-bookmarks-helper-ts',
  // The same across modules: the helper is exported (the index's modules are transformed first, runner/exporters-first.ts).
  'stale-exports-bookmarks-helper',
  'stale-exports-bookmarks-helper-ts',
];

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

const keyOf = (f: Finding): string => `${f.path} ${f.transform} ${f.messageId} ${JSON.stringify(f.data ?? {})}`;

/** Runs the transforms named (all due ones when undefined) on a copy of the case; its files and finding keys. */
async function runOn(tmp: string, transforms?: string[]): Promise<string[]> {
  const found: Finding[] = [];
  const report = await run({ cwd: tmp, asOf: AS_OF, force: true, cpus: 1, ...(transforms ? { transforms } : {}), onFile: (o) => found.push(...o.findings) });
  expect(report.files.filter((f) => f.status === 'error')).toEqual([]);
  return found.map(keyOf);
}

for (const name of ORDERED) {
  test(`project/${name}: one run equals the transforms run one at a time`, async () => {
    const input = path.join(CASES, name, 'input');
    const once = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-order-'));
    const apart = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-order-'));
    try {
      fs.cpSync(input, once, { recursive: true });
      fs.cpSync(input, apart, { recursive: true });
      const together = await runOn(once);
      const oneByOne: string[] = [];
      for (const t of selectTransforms(undefined, AS_OF)) oneByOne.push(...(await runOn(apart, [t.id])));
      for (const rel of filesUnder(input)) {
        expect([rel, fs.readFileSync(path.join(once, rel), 'utf8')]).toEqual([rel, fs.readFileSync(path.join(apart, rel), 'utf8')]);
      }
      expect(together.sort()).toEqual(oneByOne.sort());
      // The case is about an edit that matters: some file changed.
      expect(filesUnder(input).some((rel) => fs.readFileSync(path.join(once, rel), 'utf8') !== fs.readFileSync(path.join(input, rel), 'utf8'))).toBe(true);
    } finally {
      fs.rmSync(once, { recursive: true, force: true });
      fs.rmSync(apart, { recursive: true, force: true });
    }
  });
}
