/**
 * Whole-project recognition, end to end through the runner: every folder under
 * __testfixtures__/project/<case>/ holds an `input/` tree and an `output/` tree. The input is copied
 * to a temporary folder and the runner runs on all of it (every transform due today); each file must
 * then equal its copy under output/ (a file absent from output/ must stay byte-identical: decoys),
 * every output must parse, and a second run must change nothing and report the first run's findings
 * but those it fixed (see helpers/convergence.ts). An optional `findings.json` lists
 * the findings expected, in order: [{ path, line, column, transform, messageId, data? }], each named
 * by its message id in the transform's `messages` and the data of its placeholders; the text reported
 * must be that message rendered whole.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run } from '../src';
import { assertParses } from '../src/parse/parse';
import { PROXIED_ID, PROXIED_MESSAGE, renderMessage, type MessageData } from '../src/messages';
import { findTransform } from '../transforms';
import type { Finding } from '../src/types';
import { convergence } from './helpers/convergence';

const CASES = path.join(__dirname, '..', '__testfixtures__', 'project');

function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

const CODE = /\.(?:[cm]?[jt]sx?)$/;

for (const name of fs.readdirSync(CASES).sort()) {
  const dir = path.join(CASES, name);
  test(`project/${name}`, async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-project-'));
    try {
      fs.cpSync(path.join(dir, 'input'), tmp, { recursive: true });
      const options = { cwd: tmp, asOf: '2026-11-22', force: true, cpus: 1 } as const;
      // The report leaves message ids out: they are read from the outcomes handed to onFile.
      const named: Finding[] = [];
      // findings.json and the convergence check are about the input: a finding's line there (originalLine, once written).
      const first = await run({ ...options, onFile: (outcome) => named.push(...outcome.findings.map((f) => ({ ...f, line: f.originalLine ?? f.line }))) });
      expect(first.files.filter((f) => f.status === 'error')).toEqual([]);
      for (const rel of filesUnder(path.join(dir, 'input'))) {
        const expected = fs.existsSync(path.join(dir, 'output', rel))
          ? fs.readFileSync(path.join(dir, 'output', rel), 'utf8')
          : fs.readFileSync(path.join(dir, 'input', rel), 'utf8');
        const got = fs.readFileSync(path.join(tmp, rel), 'utf8');
        expect([rel, got]).toEqual([rel, expected]);
        if (CODE.test(rel)) assertParses(got, rel);
      }
      const expectedFindings = fs.existsSync(path.join(dir, 'findings.json'))
        ? JSON.parse(fs.readFileSync(path.join(dir, 'findings.json'), 'utf8'))
        : [];
      expect(first.findings.map((f) => f.message)).toEqual(named.map((f) => f.message));
      const got = named.map((f) => ({ path: f.path, line: f.line, column: f.column, transform: f.transform, messageId: f.messageId, data: f.data ?? {}, message: f.message }));
      type Expected = { path: string; line: number; column: number; transform: string; messageId: string; data?: MessageData };
      const expected = expectedFindings.map((e: Expected) => ({
        ...e,
        data: e.data ?? {},
        // The engine's own finding for a request through the project's proxy (src/cloudflare/untraced/proxied.ts), shared by every transform.
        message: renderMessage({ [PROXIED_ID]: PROXIED_MESSAGE, ...findTransform(e.transform)?.messages }, e.messageId, e.data),
      }));
      expect(got).toEqual(expected);
      const again: Finding[] = [];
      const second = await run({ ...options, onFile: (outcome) => again.push(...outcome.findings) });
      expect(second.files.filter((f) => f.status !== 'unchanged')).toEqual([]);
      const fileOf = (rel: string) => ({
        file: rel,
        input: fs.readFileSync(path.join(dir, 'input', rel), 'utf8'),
        output: fs.readFileSync(path.join(tmp, rel), 'utf8'),
      });
      const { expected: standing, received } = convergence(named, again, fileOf);
      expect(received).toEqual(standing);
      // Worker threads get the index as data with each job, and hand follow-ups on other modules back
      // as data: the same files change there (three cases: threads take a second to start; a component's
      // blocks see the imports of its other blocks there too).
      if (name !== 'commonjs-workspace-classes' && name !== 'srv-record-type-kept' && name !== 'component-files') return;
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.cpSync(path.join(dir, 'input'), tmp, { recursive: true });
      const threaded = await run({ ...options, dry: true, cpus: 2, workerThreshold: 1 });
      const changed = (r: typeof first) => r.files.filter((f) => f.status === 'modified').map((f) => f.path);
      expect(changed(threaded)).toEqual(changed(first));
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
}
