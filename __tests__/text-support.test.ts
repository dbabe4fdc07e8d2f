/**
 * Discovery asks whether some due transform reads a listed name as plain text; someTextSupport answers
 * from the transforms' extensions gathered once, and must answer as textSupportFor asked of each.
 */
import { registry } from '../transforms';
import { someTextSupport, textSupportFor } from '../src/runner/prefilter';

const NAMES = [
  '.env', '.env.local', '.ENV.production', 'prod.env', 'a/b/.env', 'C:\\app\\.env.test', 'env', '.envrc', 'x.environment',
  'wrangler.toml', 'WRANGLER.TOML', 'config.json', 'a.yaml', 'b.yml', 'README.md', 'notes.MD', 'terraform.tf', 'x.tfvars',
  '.gitignore', 'Makefile', 'a.', 'a.json.bak', 'dir.json/file', 'script.sh', 'index.html', 'x.txt',
];

test('someTextSupport gives textSupportFor\'s answer, for every transform list and name', () => {
  const lists = [registry, [], registry.filter((t) => t.textFiles), registry.filter((t) => !t.textFiles), ...registry.filter((t) => t.textFiles).map((t) => [t])];
  let some = 0;
  for (const list of lists) {
    const test = someTextSupport(list);
    for (const name of NAMES) {
      const expected = list.some((t) => textSupportFor(name, t));
      if (expected) some++;
      expect([name, test(name)]).toEqual([name, expected]);
    }
  }
  expect(some).toBeGreaterThan(10);
});
