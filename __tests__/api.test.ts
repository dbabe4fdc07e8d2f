/** The programmatic API returns the report --json prints, and rejects usage errors with exit code 2. */
import * as fs from 'fs';
import * as path from 'path';
import { run, UsageError } from '../src';
import { tempDir } from './helpers/cli';
import { expectValidReport } from './helpers/reports';

const URL = "export const u = 'https://api.cloudflare.com/client/v4/zones/z/script_monitor/scripts';\n";

test('run() returns the report and exit code, and --dry writes nothing', async () => {
  const dir = tempDir({ 'a.ts': URL });
  const report = await run({ cwd: dir, dry: true, transforms: ['page-shield-route'] });
  const { exitCode, ...rest } = report;
  expect(exitCode).toBe(0);
  expectValidReport(rest);
  expect(report.mode).toBe('dry');
  expect(report.files).toEqual([{ path: 'a.ts', status: 'modified', transforms: ['page-shield-route'] }]);
  expect(report.summary.modified).toBe(1);
  expect(fs.readFileSync(path.join(dir, 'a.ts'), 'utf8')).toBe(URL);
});

test('run() rejects an unknown transform with a UsageError', async () => {
  const dir = tempDir({ 'a.ts': URL });
  await expect(run({ cwd: dir, transforms: ['nope'] })).rejects.toBeInstanceOf(UsageError);
  await expect(run({ cwd: dir, transforms: ['nope'] })).rejects.toMatchObject({ exitCode: 2 });
});
