/**
 * The command line's registry (src/cli/lazy-registry.ts, from the manifest `npm run build` writes) stands
 * for the registry itself: same transforms in the same order, same data, same words under any
 * configuration, and the transform's own behaviour once loaded.
 */
import * as path from 'path';
import { registry } from '../transforms';
import { transformFile } from '../src/transform-file';
import type { Transform, UserConfig } from '../src/types';

const built = require(path.join(__dirname, '..', 'dist', 'src', 'cli', 'lazy-registry.js')) as typeof import('../src/cli/lazy-registry');
const lazy: Transform[] = built.runRegistry();

const CONFIGS: UserConfig[] = [
  {},
  { wrappers: ['cfFetch'], baseConstants: ['CF_BASE'] },
  { gatewayHosts: ['eth.example.com'] },
  { imported: { words: ['./client'] } } as UserConfig,
];

test('same transforms, in the same order, with the same data', () => {
  expect(lazy.map((t) => t.id)).toEqual(registry.map((t) => t.id));
  for (const [i, t] of registry.entries()) {
    const l = lazy[i];
    for (const key of ['eol', 'kind', 'title', 'replacement', 'triggers', 'messages', 'explain', 'links', 'example'] as const) {
      expect([t.id, key, l[key]]).toEqual([t.id, key, t[key]]);
    }
    expect(l.options?.map(({ name, type, description, default: d }) => ({ name, type, description, default: d }))).toEqual(
      t.options?.map(({ name, type, description, default: d }) => ({ name, type, description, default: d })),
    );
    expect(l.textFiles?.extensions).toEqual(t.textFiles?.extensions);
    expect(l.followUp === undefined).toBe(t.followUp === undefined);
    expect(l.module).toBe(transformFile(path.join(__dirname, '..', 'dist', 'transforms'), t.id));
  }
});

test('the same words under every configuration (a configured key loads the transform to ask it)', () => {
  for (const config of CONFIGS) {
    for (const [i, t] of registry.entries()) {
      const l = lazy[i];
      expect([t.id, l.anchors ? l.anchors(config) : false]).toEqual([t.id, t.anchors ? t.anchors(config) : false]);
      expect([t.id, l.configTriggers?.(config)]).toEqual([t.id, t.configTriggers?.(config)]);
    }
  }
});
