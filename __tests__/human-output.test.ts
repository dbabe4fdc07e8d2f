/** Nothing silent in human output: skipped files and their reasons, transforms left out by --as-of, colour, help. */
import * as fs from 'fs';
import * as path from 'path';
import yargs from 'yargs';
import { main } from '../src/cli/main';
import { registry } from '../transforms';
import { cli, read, tempDir, tempRepo } from './helpers/cli';

const LITERAL = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";
const MIGRATED = LITERAL.replace('script_monitor', 'page_shield');

describe('skipped files are listed with their reason', () => {
  test('a few one by one, many as a count with examples', () => {
    const files: Record<string, string> = { 'a.ts': LITERAL, 'big.ts': LITERAL + '// padding\n'.repeat(20) };
    for (let i = 0; i < 7; i++) files[`bin/blob${i}.js`] = `\u0000binary ${i}`;
    const dir = tempDir(files);
    fs.symlinkSync('a.ts', path.join(dir, 'link.ts'));
    const r = cli(dir, ['--dry', '--max-file-size', '200']);
    expect(r.code).toBe(0);
    const skipped = r.stderr.split('\n').filter((l) => l.startsWith('skipped'));
    expect(skipped).toEqual([
      'skipped  big.ts: larger than 200 bytes (generated or minified?)',
      'skipped  7 files: binary file (bin/blob0.js, bin/blob1.js, bin/blob2.js, …)',
      'skipped  link.ts: symbolic link, not followed',
    ]);
    expect(r.stderr).toMatch(/10 files, 1 would be modified, 0 unchanged, 0 errors, 9 skipped/);
  });
});

describe('-t with --as-of before its end of life', () => {
  test('says on stderr that the transform is not run, runs the others, exits 0', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--dry', '-t', 'page-shield-route,organizations-api', '--as-of', '2022-10-10']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('cf-codemod: page-shield-route not run: its end of life 2022-10-11 is after --as-of 2022-10-10\n');
    expect(r.stderr).not.toContain('organizations-api not run');
    expect(r.stdout).toBe('');
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });
});

describe('a writing run lists the files it wrote', () => {
  const FINDING = [
    "const API = 'https://api.cloudflare.com/client/v4';",
    'export async function rules(zone: string) {',
    '  return fetch(`${API}/zones/${zone}/firewall/rules`);',
    '}',
    '',
  ].join('\n');
  const files = { 'src/both.ts': FINDING + '\n' + LITERAL, 'src/marked.ts': FINDING, 'src/rewritten.ts': LITERAL, 'src/same.ts': 'export const same = 1;\n' };
  const args = ['-t', 'page-shield-route,firewall-rules-filters'];

  test('each on stderr, with the transforms that rewrote it and the review markers it got', () => {
    const dir = tempRepo(files);
    const r = cli(dir, args);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('wrote'))).toEqual([
      'wrote  src/both.ts: rewritten by page-shield-route; 1 review marker (firewall-rules-filters)',
      'wrote  src/marked.ts: 1 review marker (firewall-rules-filters)',
      'wrote  src/rewritten.ts: rewritten by page-shield-route',
    ]);
    expect(r.stdout).not.toContain('wrote');
  });

  test('not with --quiet, nor when nothing is written', () => {
    const dir = tempRepo(files);
    for (const mode of [['--dry'], ['--check'], ['--print']]) expect(cli(dir, [...mode, ...args]).stderr).not.toMatch(/^wrote/m);
    const quiet = cli(dir, ['--quiet', ...args]);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(read(dir, 'src/rewritten.ts')).toBe(MIGRATED);
  });
});

describe('--as-of before every end of life', () => {
  test('says that nothing was run, and not that untraced endpoints are reported', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--check', '--as-of', '2019-01-01']);
    expect(r.code).toBe(0);
    const earliest = registry.map((t) => t.eol).sort()[0];
    expect(r.stderr).toContain(`cf-codemod: no transform had reached end of life by 2019-01-01: nothing was run (the earliest is due ${earliest})\n`);
    expect(r.stderr).not.toContain('untraced deprecated endpoints are reported');
    expect(r.stdout).toBe('');
    // A run that runs some transform still says what anchors the project.
    expect(cli(dir, ['--check', '--as-of', '2022-10-11']).stderr).toContain('untraced deprecated endpoints are reported');
    expect(cli(dir, ['--check', '--as-of', '2022-10-11']).stderr).not.toContain('no transform had reached');
  });
});

describe('colour', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  const ESC = '\u001b[';
  test.each([
    ['NO_COLOR set, not a terminal', { NO_COLOR: '1' }, false],
    ['nothing set, not a terminal', { NO_COLOR: '' }, false],
    ['FORCE_COLOR=1', { NO_COLOR: '', FORCE_COLOR: '1' }, true],
    ['FORCE_COLOR=0', { NO_COLOR: '', FORCE_COLOR: '0' }, false],
    ['NO_COLOR wins over FORCE_COLOR', { NO_COLOR: '1', FORCE_COLOR: '1' }, false],
  ])('%s', (_name, env, coloured) => {
    const r = cli(dir, ['--dry'], env);
    expect(r.stdout).toContain('page_shield');
    expect(r.stdout.includes(ESC)).toBe(coloured);
    if (coloured) expect(r.stdout).toContain(`${ESC}32m+export const url`);
  });
});

describe('--help', () => {
  const helpAt = async (columns: number, args: string[]) => {
    let out = '';
    const sink = (chunk: string) => {
      out += chunk;
      return true;
    };
    const stream = { write: sink, columns } as unknown as NodeJS.WritableStream;
    const log = console.log;
    console.log = (...parts: unknown[]) => sink(parts.join(' ') + '\n');
    try {
      await main([...args, '--help'], (a) => yargs(a), { out: stream, err: stream });
    } finally {
      console.log = log;
    }
    return out;
  };

  test('at every width, no description runs into a bracketed note', async () => {
    for (const args of [[], ['list'], ['explain']]) {
      for (let columns = 40; columns <= 130; columns += args.length === 0 ? 1 : 9) {
        const help = await helpAt(columns, args);
        expect(help).toContain('cf-codemod');
        for (const line of help.split('\n')) {
          expect([columns, line, /\S\[(boolean|string|number|default|array|choices)/.test(line)]).toEqual([columns, line, false]);
        }
      }
    }
  });

  test('the options that take a value name it', async () => {
    const help = await helpAt(100, []);
    expect(help).toMatch(/--format +<human\|json\|sarif\|github>/);
    expect(help).toMatch(/--output-file +<path>/);
    expect(help).toMatch(/--config +<file>/);
    expect(help).not.toContain('never writes');
  });
});

test('a human writing run still migrates (the human reporter is the default)', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  expect(cli(dir, []).code).toBe(0);
  expect(read(dir, 'a.ts')).toBe(MIGRATED);
});
