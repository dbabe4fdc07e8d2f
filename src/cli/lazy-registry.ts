import * as fs from 'fs';
import * as path from 'path';
import type { Transform, TransformContext, TextContext, UserConfig } from '../types';
import { transformIn } from '../runner/transform-in';
import { transformFile } from '../transform-file';

/*
 * The registry for a run of the command line, without loading the transforms.
 *
 * A run needs little of a transform before some file passes its prefilter: its id and end of life
 * (which transforms are due), its declared options (the configuration is validated against them),
 * the extensions of the text files it visits, and its trigger and anchor words. `npm run build`
 * writes those of every transform of the registry to dist/transforms/manifest.json
 * (scripts/postbuild.js, with `manifestOf`). `runRegistry` makes from it one Transform object per
 * transform, in the registry's order, whose data is the manifest's and whose functions (`run`,
 * `followUp`, a text file's `run`) and longer texts (`messages`, `explain`, `links`, `example`, read
 * once a file was transformed) load the transform's module on their first use: a run in which no
 * file passes a transform's prefilter never loads that transform, nor, when no file passes any, the
 * engine, the parsers or jscodeshift. The runner sees ordinary Transform objects (run() still takes the
 * transforms it runs), and threads load a transform from `module` as for any other.
 *
 * A transform's words may depend on the configuration (`anchors`, `configTriggers`): the manifest
 * holds their value for an empty configuration and the keys the function read to compute it. For a
 * configuration that sets none of those keys the function takes the same path and returns the same
 * words; for one that sets any (configured wrappers, say), the function itself is loaded and asked.
 *
 * Without a manifest (a run from the TypeScript sources, in the tests) it is the registry itself.
 */

/** A word list as a function of the configuration computed it for `{}`, and the keys it read. */
interface WordsSnapshot {
  words: string[];
  /** Configuration keys the function read; undefined when it looked at the configuration as a whole (it is then always asked). */
  keys?: string[];
}

/** Fields a run reads only once the transform has run (its findings' texts) or never (`list`, `explain` read the registry): not in the manifest. */
const LOADED = ['messages', 'explain', 'links', 'example'] as const;
type Loaded = (typeof LOADED)[number];

/** What a run needs of one transform before it loads it (all of it plain data). */
export interface ManifestEntry extends Omit<Transform, 'run' | 'followUp' | 'anchors' | 'configTriggers' | 'textFiles' | 'module' | Loaded> {
  anchors: false | WordsSnapshot;
  configTriggers?: WordsSnapshot;
  /** Extensions of the text files it visits. */
  textFiles?: string[];
  followUp: boolean;
}

/** The words `f` gives for an empty configuration, and which keys of it `f` read. */
function snapshot(f: (config: UserConfig) => string[]): WordsSnapshot {
  const keys = new Set<string | symbol>();
  let whole = false;
  const config = new Proxy({} as UserConfig, {
    get: (_target, key) => {
      keys.add(key);
      return undefined;
    },
    has: () => {
      whole = true;
      return false;
    },
    ownKeys: () => {
      whole = true;
      return [];
    },
  });
  const words = f(config);
  const named = [...keys].filter((k): k is string => typeof k === 'string');
  return whole || named.length !== keys.size ? { words } : { words, keys: named };
}

/** The manifest of a list of transforms (the registry, at build time). */
export function manifestOf(transforms: readonly Transform[]): ManifestEntry[] {
  return transforms.map((t) => {
    const { run: _run, followUp, anchors, configTriggers, textFiles, module: _module, messages: _m, explain: _e, links: _l, example: _x, ...data } = t;
    return {
      ...data,
      anchors: anchors ? snapshot(anchors) : false,
      ...(configTriggers ? { configTriggers: snapshot(configTriggers) } : {}),
      ...(textFiles ? { textFiles: textFiles.extensions } : {}),
      followUp: followUp !== undefined,
    };
  });
}

/** Whether a snapshot holds for this configuration (it sets none of the keys the function read). */
const holds = (s: WordsSnapshot, config: UserConfig): boolean => s.keys !== undefined && s.keys.every((k) => config[k] === undefined);

function lazyTransform(entry: ManifestEntry, module: string): Transform {
  let loaded: Transform | undefined;
  const load = (): Transform => {
    if (loaded) return loaded;
    loaded = transformIn(require(module), entry.id);
    if (!loaded) throw new Error(`no transform "${entry.id}" in ${module}`);
    return loaded;
  };
  const { anchors, configTriggers, textFiles, followUp, ...data } = entry;
  const t = {
    ...data,
    module,
    anchors: anchors === false ? false : (config) => (holds(anchors, config) ? anchors.words : (load().anchors as (c: UserConfig) => string[])(config)),
    run: (ctx: TransformContext) => load().run(ctx),
  } as Transform;
  // The rest of the transform's data, read from it (loading it) when asked for.
  for (const key of LOADED) Object.defineProperty(t, key, { enumerable: true, get: () => load()[key] });
  if (configTriggers) t.configTriggers = (config) => (holds(configTriggers, config) ? configTriggers.words : load().configTriggers?.(config) ?? []);
  if (textFiles) t.textFiles = { extensions: textFiles, run: (source: string, ctx: TextContext) => load().textFiles!.run(source, ctx) };
  if (followUp) t.followUp = (ctx: TransformContext, requests: unknown[]) => load().followUp!(ctx, requests);
  return t;
}

let cached: Transform[] | undefined;

/** The registry's transforms for a run: loaded on first use when the build left a manifest (see above), else the registry. */
export function runRegistry(): Transform[] {
  if (cached) return cached;
  // Built: dist/src/cli/ beside dist/transforms/, where the manifest and the transforms' modules are.
  const transforms = path.join(__dirname, '..', '..', 'transforms');
  const manifest = path.join(transforms, 'manifest.json');
  if (path.extname(__filename) === '.js' && fs.existsSync(manifest)) {
    const entries = JSON.parse(fs.readFileSync(manifest, 'utf8')) as ManifestEntry[];
    cached = entries.map((e) => lazyTransform(e, transformFile(transforms, e.id)));
  } else {
    cached = (require('../../transforms') as typeof import('../../transforms')).registry;
  }
  return cached;
}
