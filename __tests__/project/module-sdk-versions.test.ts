/**
 * Another module's SDK chains are judged by the versions of `cloudflare` that module runs with, not
 * the asking file's: `ctx.modules.sdkVersionsOf` (src/project/file-project.ts) when a transform
 * recognises an importer's calls (site-context.ts, glued-calls.ts, untraced.ts), and the follow-ups a
 * transform asks for on a module (src/runner/follow-up.ts) run with that module's versions as its own
 * pass did.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runModulesOf } from '../../src/project/file-project';
import { runFollowUps } from '../../src/runner/follow-up';
import { CloudflareVersions } from '../../src/project/cloudflare-version';
import { showVersions } from '../../src/version-range';
import type { ProjectData } from '../../src/project/types';
import type { Transform } from '../../src/types';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-module-versions-'));
  fs.mkdirSync(path.join(root, '.git'));
  const files: Record<string, string> = {
    'packages/current/package.json': JSON.stringify({ name: 'current', dependencies: { cloudflare: '^4.1.0' } }),
    'packages/current/src/tunnels.ts': 'export const tunnels = 1;\n',
    'packages/legacy/package.json': JSON.stringify({ name: 'legacy', dependencies: { cloudflare: '~3.5.0' } }),
    'packages/legacy/src/records.ts': 'export const records = 1;\n',
    'tools/report.ts': 'export const report = 1;\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (rel: string) => path.join(root, rel);

test('ctx.modules.sdkVersionsOf: each module its own package range, unknown outside one', () => {
  const files = [at('packages/current/src/tunnels.ts'), at('packages/legacy/src/records.ts'), at('tools/report.ts')];
  const data: ProjectData = { id: `versions-${process.pid}`, modules: {}, apiModules: [], readers: [], files, words: [] };
  const modules = runModulesOf(data, files[0]);
  const shown = (file: string) => {
    const set = modules.sdkVersionsOf?.(file);
    return set && showVersions(set);
  };
  expect(shown(files[1])).toBe('>=3.5.0 <3.6.0');
  expect(shown(files[0])).toBe('>=4.1.0 <5.0.0');
  expect(shown(files[2])).toBeUndefined();
});

test('a follow-up runs with the versions of the module it edits', () => {
  const seen: Array<[string, string | undefined]> = [];
  const probe = {
    id: 'versions-probe',
    messages: {},
    run: () => undefined,
    followUp: (ctx: { file: { path: string }; sdkVersions?: Parameters<typeof showVersions>[0] }) => {
      seen.push([path.relative(root, ctx.file.path), ctx.sdkVersions && showVersions(ctx.sdkVersions)]);
    },
  } as unknown as Transform;
  const versions = new CloudflareVersions();
  const deferred = ['packages/legacy/src/records.ts', 'tools/report.ts'].map((rel) => ({ module: at(rel), transform: probe.id, request: {} }));
  const options = { rel: (abs: string) => path.relative(root, abs), markers: false, config: {}, pending: new Map<string, string>(), sdkVersions: (abs: string) => versions.of(abs) };
  for (const outcome of runFollowUps(deferred, [probe], options)) expect(outcome.report.status).not.toBe('error');
  expect(seen).toEqual([
    ['packages/legacy/src/records.ts', '>=3.5.0 <3.6.0'],
    ['tools/report.ts', undefined],
  ]);
});
