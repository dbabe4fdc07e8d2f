import * as path from 'path';
import { updateReadme } from '../scripts/readme';
import { registry } from '../transforms';
import { readExampleFrom } from '../src/cli/examples';

const root = path.join(__dirname, '..');

test('the README transform section matches the registry and fixtures (run `npm run docs`)', () => {
  const { before, after } = updateReadme(root);
  expect(before).toBe(after);
});

test('every transform names an example fixture that exists', () => {
  for (const t of registry) {
    expect([t.id, t.example && !!readExampleFrom(root, t.id, t.example)]).toEqual([t.id, true]);
  }
});

test('the README starts with the two commands', () => {
  const { before } = updateReadme(root);
  const firstCode = before.slice(0, 600);
  expect(firstCode).toContain('npm ci');
  expect(firstCode).toContain('npm test');
});
