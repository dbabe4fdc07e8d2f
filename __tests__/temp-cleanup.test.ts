/** The CLI tests' temporary folders do not outlive their test (one npm test used to leave about 230). */
import * as fs from 'fs';
import { tempDir, tempRepo } from './helpers/cli';

const shared = tempDir({ 'kept.ts': 'x\n' });
let made: string[] = [];

test('a test makes temporary folders', () => {
  made = [tempDir({ 'a.ts': 'a\n' }), tempRepo({ 'b.ts': 'b\n' })];
  expect(made.every((d) => fs.existsSync(d))).toBe(true);
});

test('they are gone once that test is done; a folder the file shares stays until the file is done', () => {
  expect(made).toHaveLength(2);
  expect(made.filter((d) => fs.existsSync(d))).toEqual([]);
  expect(fs.existsSync(shared)).toBe(true);
});
