/**
 * A second run on a project the first run left reports what the first left: the same findings (by
 * file, message and data), those made in a module a follow-up edited included, and changes nothing.
 * Cases whose findings sit on record types the run could not change (see srv-data-to-name's
 * standing findings and ctx.marked).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run } from '../src';
import type { Finding } from '../src/types';

const CASES = path.join(__dirname, '..', '__testfixtures__', 'project');

for (const name of ['srv-record-type-reexports', 'srv-record-type-kept']) {
  test(`project/${name}: a second run reports what the first left`, async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-second-'));
    try {
      fs.cpSync(path.join(CASES, name, 'input'), tmp, { recursive: true });
      const options = { cwd: tmp, asOf: '2026-11-22', force: true, cpus: 1 } as const;
      const runOnce = async () => {
        const named: Finding[] = [];
        const report = await run({ ...options, onFile: (outcome) => named.push(...outcome.findings) });
        return { report, findings: named.map((f) => ({ path: f.path, transform: f.transform, messageId: f.messageId, data: f.data ?? {} })) };
      };
      const first = await runOnce();
      expect(first.findings.length).toBeGreaterThan(0);
      const second = await runOnce();
      expect(second.report.files.filter((f) => f.status !== 'unchanged')).toEqual([]);
      expect(second.findings).toEqual(first.findings);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
}
