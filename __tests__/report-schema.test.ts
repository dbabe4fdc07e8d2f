/** The shipped report schema is usable as users' validators are set up: Ajv in strict mode, every strict check on. */
import * as fs from 'fs';
import * as path from 'path';
import Ajv from 'ajv';

const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'schema', 'report.schema.json'), 'utf8'));

test('compiles under Ajv strict: true (strictRequired included) and tells a good report from a bad one', () => {
  const validate = new Ajv({ strict: true }).compile(schema);
  const report = {
    version: 1, mode: 'dry', asOf: '2026-11-22', transforms: ['page-shield-route'],
    files: [
      { path: 'a.ts', status: 'error', transforms: [], error: 'could not parse' },
      { path: 'b.js', status: 'skipped', transforms: [], reason: 'binary file' },
    ],
    findings: [],
    unusedWaivers: [{ path: 'c.ts', line: 3, column: 6 }],
    summary: { files: 2, modified: 0, unchanged: 0, errors: 1, skipped: 1, findings: 0 },
  };
  expect(validate(report)).toBe(true);
  expect(validate({ ...report, files: [{ path: 'a.ts', status: 'error', transforms: [] }] })).toBe(false);
  expect(validate({ ...report, files: [{ path: 'a.ts', status: 'unchanged', transforms: [], reason: 'x' }] })).toBe(false);
});
