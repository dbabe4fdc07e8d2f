/**
 * Every fixture pair under __testfixtures__/<id>/ becomes tests, with no test code per case:
 *   <case>.input.<ext>  → <case>.output.<ext>   (the transform's output, byte for byte)
 *   <case>.output.<ext> → itself                  (one run converges: a second run changes nothing and
 *                                                  reports the first run's findings but those it fixed,
 *                                                  see helpers/convergence.ts)
 *   decoy-<name>.input.<ext> with no output file  (look-alike code: must stay byte-identical)
 *   <case>.findings.json (optional) [{ line, column?, messageId, data? }]: the findings expected on the
 *     input, in order, each named by the id of its message in the transform's `messages` and the data
 *     that fills its placeholders; the finding's text must be that message rendered whole. Without
 *     the file, the case must produce no finding.
 *   <case>.config.json (optional): the user configuration the case runs with; its `anchoring` key (not a
 *     configuration key) runs the case as in a project anchored on Cloudflare (`ctx.anchoring`, the
 *     second tier: src/cloudflare/untraced/untraced.ts), e.g. {"anchoring": {"reasons": [...], "dependsOnCloudflare": true}};
 *     its `sdkVersions` key (not a configuration key either) runs it as a file of a project whose
 *     `cloudflare` is that range (`ctx.sdkVersions`, src/project/cloudflare-version.ts), a range as
 *     package.json writes it, e.g. {"sdkVersions": "^4.1.0"}: SDK chains whose table row holds only
 *     outside it are no calls of their row's endpoint (src/cloudflare/calls/sdk-methods.ts). A range
 *     src/version-range.ts cannot read exactly fails the case (helpers/case-config.ts).
 */
import * as fs from 'fs';
import * as path from 'path';
import { registry } from '../transforms';
import { processSource } from '../src/runner/process';
import { textSupportFor } from '../src/runner/prefilter';
import { knownOptions, validateConfig } from '../src/runner/config';
import type { Transform } from '../src/types';
import { PROXIED_ID, PROXIED_MESSAGE, renderMessage, type MessageData } from '../src/messages';
import { convergence } from './helpers/convergence';
import { caseConfig } from './helpers/case-config';

const FIXTURES = path.join(__dirname, '..', '__testfixtures__');

interface Case {
  name: string;
  ext: string;
  input: string;
  output: string;
  findings?: Array<{ line: number; column?: number; messageId: string; data?: MessageData }>;
  config: Record<string, unknown>;
}

function casesOf(dir: string): Case[] {
  const files = fs.readdirSync(dir);
  return files
    .filter((f) => /\.input\.[^.]+$/.test(f))
    .map((f) => {
      const [, name, ext] = /^(.*)\.input\.([^.]+)$/.exec(f)!;
      const outputFile = `${name}.output.${ext}`;
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
      const hasOutput = files.includes(outputFile);
      if (!hasOutput && !name.startsWith('decoy')) throw new Error(`${dir}/${f}: no ${outputFile}`);
      const json = (file: string) => (files.includes(file) ? JSON.parse(read(file)) : undefined);
      return {
        name,
        ext,
        input: read(f),
        output: hasOutput ? read(outputFile) : read(f),
        findings: json(`${name}.findings.json`),
        config: json(`${name}.config.json`) ?? {},
      };
    });
}

function run(t: Transform, c: Case, source: string) {
  const file = `${c.name}.${c.ext}`;
  const mode = textSupportFor(file, t) ? 'text' : 'code';
  const { given, anchoring, sdkVersions } = caseConfig(c.config, `${c.name}.config.json`);
  const config = validateConfig(given, `${c.name}.config.json`, knownOptions([t]));
  return processSource({ input: source, filePath: file, transforms: [t], options: { markers: true, config, displayPath: file, anchoring, sdkVersions }, mode });
}

// project/ holds whole-project cases (multi-file trees), run by project.test.ts.
const ids = fs.existsSync(FIXTURES) ? fs.readdirSync(FIXTURES).filter((id) => id !== 'project') : [];

test('every fixture folder names a registered transform', () => {
  expect(ids.filter((id) => !registry.some((t) => t.id === id))).toEqual([]);
});

test('every registered transform has fixtures with at least one decoy', () => {
  for (const t of registry) {
    const dir = path.join(FIXTURES, t.id);
    expect([t.id, fs.existsSync(dir)]).toEqual([t.id, true]);
    expect([t.id, casesOf(dir).some((c) => c.name.startsWith('decoy'))]).toEqual([t.id, true]);
  }
});

/** The first run of each case (on its input), made once for its two tests. */
const firstRuns = new Map<Case, ReturnType<typeof run>>();
const firstRun = (t: Transform, c: Case) => firstRuns.get(c) ?? firstRuns.set(c, run(t, c, c.input)).get(c)!;

for (const id of ids) {
  const transform = registry.find((t) => t.id === id);
  if (!transform) continue;
  describe(id, () => {
    for (const c of casesOf(path.join(FIXTURES, id))) {
      test(`${c.name}.${c.ext}: input → output`, () => {
        const result = firstRun(transform, c);
        expect(result.error).toBeUndefined();
        expect(result.output ?? c.input).toBe(c.output);
        const got = result.findings.map((f) => ({ line: f.line, column: f.column, messageId: f.messageId, data: f.data ?? {}, message: f.message }));
        const expected = (c.findings ?? []).map((e, i) => ({
          line: e.line,
          column: e.column ?? got[i]?.column,
          messageId: e.messageId,
          data: e.data ?? {},
          // The engine's own finding for a request through the project's proxy (src/cloudflare/untraced/proxied.ts), shared by every transform.
          message: renderMessage({ [PROXIED_ID]: PROXIED_MESSAGE, ...transform.messages }, e.messageId, e.data),
        }));
        expect(got).toEqual(expected);
      });
      test(`${c.name}.${c.ext}: output → output (converges)`, () => {
        const result = run(transform, c, c.output);
        expect(result.error).toBeUndefined();
        expect(result.output ?? c.output).toBe(c.output);
        const first = firstRun(transform, c);
        const file = { file: `${c.name}.${c.ext}`, input: c.input, output: first.output ?? c.input };
        const { expected, received } = convergence(first.findings, result.findings, () => file);
        expect(received).toEqual(expected);
      });
    }
  });
}
