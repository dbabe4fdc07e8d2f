import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { generatedFiles, updateReadme } from '../scripts/readme';
import { registry } from '../transforms';
import { readExampleFrom } from '../src/cli/examples';

const root = path.join(__dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

test('the README table and docs/transforms/<id>.md match the registry and fixtures (run `npm run docs`)', () => {
  const stale = generatedFiles(root).filter((f) => f.before !== f.after).map((f) => f.file);
  expect(stale).toEqual([]);
  const { before, after } = updateReadme(root);
  expect(before).toBe(after);
});

test('every transform has a row linking to its page, and the page is what explain says', () => {
  for (const t of registry) {
    expect(readme).toContain(`| [\`${t.id}\`](docs/transforms/${t.id}.md) | ${t.eol} | ${t.kind} | ${t.title} |`);
    const page = fs.readFileSync(path.join(root, 'docs', 'transforms', `${t.id}.md`), 'utf8');
    expect(page).toContain(t.explain.trim());
  }
});

test("every transform's page shows each of its messages whole, by id", () => {
  for (const t of registry) {
    const page = fs.readFileSync(path.join(root, 'docs', 'transforms', `${t.id}.md`), 'utf8');
    for (const [id, text] of Object.entries(t.messages)) {
      const shown = text
        .split('\n')
        .map((line) => (line === '' ? line : `  ${line}`))
        .join('\n');
      expect([t.id, id, page.includes(`- \`${id}\`:\n\n  \`\`\`text\n${shown}\n  \`\`\``)]).toEqual([t.id, id, true]);
    }
  }
});

test('every transform names an example fixture that exists', () => {
  for (const t of registry) {
    expect([t.id, t.example && !!readExampleFrom(root, t.id, t.example)]).toEqual([t.id, true]);
  }
});

test('the README starts with what it does, the two commands and the example command', () => {
  const firstScreen = readme.slice(0, 700);
  expect(firstScreen).toContain('npm ci');
  expect(firstScreen).toContain('npm test');
  expect(firstScreen).toContain('--dry examples/legacy-client');
});

/** The commands of the README's first code block, without their comments. */
const firstCommands = (): string[] =>
  readme.slice(readme.indexOf('```sh\n') + 6, readme.indexOf('```', readme.indexOf('```sh\n') + 6)).trim().split('\n').map((l) => l.replace(/\s+#.*$/, '').trim());

test('the first commands are npm ci and npm test; the next ones run the freshly built command at once', () => {
  const commands = firstCommands();
  expect(commands.slice(0, 2)).toEqual(['npm ci', 'npm test']);
  // npx on the repository itself installs it into npx's cache and builds it again: 49-61 s, silently.
  for (const c of commands.slice(2)) expect([c, /^npx cf-codemod\b/.test(c)]).toEqual([c, false]);
  for (const c of commands.slice(2)) {
    const started = Date.now();
    const r = spawnSync('sh', ['-c', c], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect([c, r.status]).toEqual([c, 0]);
    expect(r.stdout).toContain('+++ b/examples/legacy-client/src/security.ts');
    expect(Date.now() - started).toBeLessThan(20_000);
  }
});

test('the README says how to use the tool on your own project', () => {
  expect(readme).toMatch(/\n### Use it on your project\n/);
  expect(readme).toContain('npm pack');
  expect(readme).toMatch(/npm i -D \S*cf-codemod-\d+\.\d+\.\d+\.tgz/);
  // CI takes that path: pack, install the tarball in a fresh project, run --dry there.
  expect(fs.readFileSync(path.join(root, '.ci', 'run'), 'utf8')).toMatch(/\n\.ci\/pack-install\n/);
  expect(fs.readFileSync(path.join(root, '.ci', 'pack-install'), 'utf8')).toMatch(/npm pack[^\n]*\n[\s\S]*npm i -D [^\n]*\$tarball[\s\S]*cf-codemod --dry/);
});

test('the README says --check fails until every finding is fixed or waived, and that the jscodeshift route has no project index', () => {
  const migration = readme.slice(readme.indexOf('A typical migration'), readme.indexOf('### Use it on your project'));
  expect(migration).toMatch(/`--check` keeps failing until every finding is\s+fixed[\s\S]*or waived with a `cf-codemod-ignore`/);
  const jscodeshift = readme.slice(readme.indexOf('## jscodeshift'), readme.indexOf('## Transforms'));
  expect(jscodeshift).toMatch(/no project index/);
});

test('the README stays short: at most 25 KB', () => {
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(25 * 1024);
});

test('the README keeps the sections a user looks for, in order', () => {
  const headings = readme.split('\n').filter((l) => /^## /.test(l)).map((l) => l.slice(3));
  expect(headings).toEqual(['Usage', 'Options', 'Exit codes', 'Reports', 'Findings and review markers', 'Configuration', 'API', 'jscodeshift', 'Transforms', 'Contributing', 'More']);
});

test('relative links in the README and docs point at files that exist', () => {
  const docs = [path.join(root, 'README.md'), ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => path.join(root, 'docs', f))];
  for (const file of docs) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(m[1])) continue;
      expect([path.relative(root, file), m[1], fs.existsSync(path.resolve(path.dirname(file), m[1]))]).toEqual([path.relative(root, file), m[1], true]);
    }
  }
});

test('the README documents every option of the command', () => {
  for (const option of ['--transform', '--as-of', '--dry', '--print', '--check', '--format', '--json', '--output-file', '--config', '--force', '--no-markers', '--extensions', '--ignore-pattern', '--no-gitignore', '--no-text-files', '--max-file-size', '--cpus']) {
    expect([option, readme.includes(`\`${option}`) || readme.includes(`, ${option}`)]).toEqual([option, true]);
  }
  expect(readme).not.toMatch(/never writes/);
});
