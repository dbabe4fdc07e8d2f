import type { TextFileSupport, Transform, UserConfig } from '../types';
import { anyOf, neededWords, triggerWordsOf } from '../cloudflare/anchors/anchor-words';
import { untracedWords } from '../cloudflare/untraced/untraced-words';
import { untracedMatcher } from '../cloudflare/untraced/untraced-matcher';
import { bytesHoldingAny } from './word-bytes';
import { wordScanner } from '../word-scan';

/*
 * The prefilter: which transforms are worth a parse of a file, from its text alone. It needs only
 * each transform's words (and, for text files, their extensions), never the parsers or the engine,
 * so it lives apart from process.ts: a run whose files all fail it loads neither.
 */

type Prefiltered = Pick<Transform, 'triggers' | 'configTriggers' | 'anchors'>;

/**
 * The prefilter of a run: each transform's trigger words and anchor words, gathered once. Asked about
 * a file, it returns the transforms with a trigger word and (unless they need none) an anchor word
 * in the text, the only ones worth a parse. All the words are looked for in one scan of a file.
 */
export function prefilter<T extends Prefiltered>(transforms: T[], config: UserConfig = {}): (source: string) => T[] {
  const words = wordsOf(transforms, config);
  // Every candidate holds one of the gate's words, and one trigger: two scans rule out nearly every
  // file, among them the many that only say `filters`.
  const gate = gateOf(words)?.text;
  const triggered = anyOf(words.flatMap((w) => w.triggers));
  const scan = wordScanner(words.flatMap((w) => [...w.triggers, ...(w.anchors ?? [])]));
  return (source) => {
    if (!gate || !triggered || !gate(source) || !triggered.test(source)) return [];
    // Every word of every transform looked for in one scan of the text (word-scan.ts), not one
    // `includes` scan each: a dense file passes the gate and was scanned once per trigger word.
    const found = scan(source);
    const has = (word: string): boolean => found.has(word);
    return words.filter((w) => (!w.anchors || w.anchors.some(has)) && w.triggers.some(has)).map((w) => w.t);
  };
}

interface Words<T> {
  t: T;
  triggers: string[];
  /** None: the transform needs no anchor. */
  anchors?: string[];
}

/** Each transform's trigger words and anchor words (none: it needs no anchor) under a configuration. */
function wordsOf<T extends Prefiltered>(transforms: T[], config: UserConfig): Array<Words<T>> {
  return transforms.map((t) => ({
    t,
    triggers: triggerWordsOf(t, config),
    anchors: t.anchors ? t.anchors(config).filter((w) => w !== '') : undefined,
  }));
}

/**
 * Words one of which every file a transform list may change holds. A candidate of a transform holds
 * one of its triggers and one of its anchors, so either list will do: the anchors (most transforms
 * share them), unless one of them is short and the triggers' words are longer, since a short word
 * (`ttl`) slows the whole scan (V8 skips ahead by the shortest alternative). Words that share a long
 * part are then looked for by that part (see `sharedParts`). A word still shorter than SHORT_WORD is
 * looked for on its own (`includes`), after one alternation of the others: in V8 one short word among
 * long ones slows the alternation by more than a scan of its own costs (git tree of the bench: 47 ms
 * instead of 62 for `locked`).
 */
function gateOf(words: Array<Words<unknown>>, extra: string[] = [], alternated: string[] = [], apart: string[] = []): Gate | undefined {
  const shortest = (list: string[]) => Math.min(...list.map((w) => w.length));
  const chosen = words.flatMap((w) =>
    !w.anchors || (shortest(w.anchors) < SHORT_WORD && shortest(w.triggers) > shortest(w.anchors)) ? w.triggers : w.anchors,
  );
  const parts = sharedParts([...chosen, ...extra, ...alternated]);
  const ownParts = sharedParts(apart);
  const own = anyOf(ownParts);
  if (parts.length === 0 && !own) return undefined;
  const inAlternation = (w: string) => w.length >= SHORT_WORD || alternated.includes(w);
  const long = anyOf(parts.filter(inAlternation));
  const short = neededWords(parts.filter((w) => !inAlternation(w)));
  return {
    text: (text) => (long !== undefined && long.test(text)) || short.some((w) => text.includes(w)) || (own !== undefined && own.test(text)),
    // The same words, each a plain word: a text passes when it holds any of them, whichever scan finds it.
    bytes: bytesHoldingAny([...parts, ...ownParts]),
  };
}

/** A gate's test of a text, and the same test of a file's bytes where its words allow one (word-bytes.ts). */
export interface Gate {
  text: (text: string) => boolean;
  bytes?: (bytes: Uint8Array) => boolean;
}

/** An anchor word shorter than this makes the gate take the transform's triggers, when theirs are longer; a gate word shorter than this is looked for on its own. */
const SHORT_WORD = 8;

/** Parts at least this long that several words share stand for them in the gate. */
const SHARED_PART = 10;

/**
 * The words, where some share a part of SHARED_PART characters or more, with that part instead
 * (`api.cloudflare.com`, `'cloudflare'` and `cloudflare-eth.com` become `cloudflare`): every text
 * that holds a word holds its part, and one short alternation scans faster than many long ones that
 * begin with different characters. The gate then passes a few more files, which the exact words
 * settle at once.
 */
export function sharedParts(list: string[]): string[] {
  let words = [...new Set(list)];
  for (;;) {
    const part = firstSharedPart(words);
    if (part === undefined) return words;
    words = [part, ...words.filter((w) => !w.includes(part))];
  }
}

/**
 * A part of SHARED_PART characters or more that two of the words share, as long as the two share it
 * around there, or undefined. Each word's windows of SHARED_PART characters are looked up once: cheap
 * enough for the first call of a run, before the compiler has seen this code.
 */
function firstSharedPart(words: string[]): string | undefined {
  const seen = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    for (let k = 0; k + SHARED_PART <= w.length; k++) {
      const window = w.slice(k, k + SHARED_PART);
      const other = seen.get(window);
      if (other === undefined) seen.set(window, i);
      else if (other !== i) return grown(words[other], w, window);
    }
  }
  return undefined;
}

/** The part both words share around the first place each holds `window`. */
function grown(a: string, b: string, window: string): string {
  let ai = a.indexOf(window);
  let bi = b.indexOf(window);
  let ae = ai + window.length;
  let be = bi + window.length;
  while (ai > 0 && bi > 0 && a[ai - 1] === b[bi - 1]) {
    ai--;
    bi--;
  }
  while (ae < a.length && be < b.length && a[ae] === b[be]) {
    ae++;
    be++;
  }
  return a.slice(ai, ae);
}

/** The words that pass a text through prefilterGates besides the transforms' own (see there). */
export interface GateWords {
  extra?: string[];
  alternated?: string[];
  apart?: string[];
}

/**
 * The prefilter's first scan alone: false means no transform of the list can act on the text on its
 * own words (a file may still be one through anchors it imports, see the project index). `extra`
 * words pass a text too (the project index asks for the API anchor words with it: one scan for both);
 * `alternated` ones as well, always within the one alternation (the untraced endpoints' words, of
 * six letters or more: `filters` or `brotli` on its own would be a scan of its own); `apart` ones too, in an
 * alternation of their own after it: words that begin alike and unlike the others (the credential
 * names, `CLOUDFLARE_…` and `CF_…`) scan faster on their own than added to the first (git tree of
 * the bench: the gate took about a fifth longer with them in the first alternation).
 *
 * `bytes` is the same test of a file's bytes (undefined when a word of the gate is not ASCII or is
 * too short for it, word-bytes.ts): a file whose bytes fail it need not be decoded.
 */
export function prefilterGates(transforms: Prefiltered[], config: UserConfig = {}, words: GateWords = {}): Gate {
  const { extra = [], alternated = [], apart = [] } = words;
  return gateOf(wordsOf(transforms, config), extra, alternated, apart) ?? { text: () => false, bytes: () => false };
}

const prefilters = new WeakMap<object, WeakMap<object, (source: string) => unknown[]>>();

/** The transforms worth a parse of this text (see `prefilter`); the prefilter of a transform list and configuration is built once. */
export function candidates<T extends Prefiltered>(source: string, transforms: T[], config: UserConfig = {}): T[] {
  let byConfig = prefilters.get(transforms);
  if (!byConfig) prefilters.set(transforms, (byConfig = new WeakMap()));
  let test = byConfig.get(config);
  if (!test) byConfig.set(config, (test = prefilter(transforms, config)));
  return test(source) as T[];
}

/**
 * Those of the transforms with one of their trigger words in the text, whatever its anchor words: a
 * script block of a component whose file passed the prefilter (its anchor may be in another block:
 * Vue's `<script>` imports what `<script setup>` calls).
 */
export function triggered<T extends Prefiltered>(source: string, transforms: T[], config: UserConfig = {}): T[] {
  return transforms.filter((t) => triggerWordsOf(t, config).some((w) => source.includes(w)));
}

/** Whether a file is visited as plain text by a transform (env, JSON, YAML, Markdown …). */
export function textSupportFor(filePath: string, transform: Pick<Transform, 'textFiles'>): TextFileSupport | undefined {
  const support = transform.textFiles;
  if (!support) return undefined;
  const { ext, isEnv } = textNameOf(filePath);
  return support.extensions.some((e) => (e === 'env' ? isEnv : e === ext)) ? support : undefined;
}

/** A file name's extension (lower case, after the base name's last dot; '' for none) and whether it names an env file. */
function textNameOf(filePath: string): { ext: string; isEnv: boolean } {
  const base = filePath.split(/[\\/]/).pop()!.toLowerCase();
  const ext = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1) : '';
  return { ext, isEnv: base === '.env' || base.startsWith('.env.') || ext === 'env' };
}

/**
 * Whether some transform of the list visits a file as plain text: textSupportFor of each, answered from
 * their extensions gathered once (discovery asks it of every listed name that is not code: each
 * `.gitignore` of the bench's git tree was asked of 38 transforms one by one).
 */
export function someTextSupport(transforms: Array<Pick<Transform, 'textFiles'>>): (filePath: string) => boolean {
  const extensions = new Set(transforms.flatMap((t) => t.textFiles?.extensions ?? []));
  if (extensions.size === 0) return () => false;
  const env = extensions.delete('env');
  return (filePath) => {
    const { ext, isEnv } = textNameOf(filePath);
    return extensions.has(ext) || (env && isEnv);
  };
}

type WithUntraced = Pick<Transform, 'untraced'>;

const untracedFilters = new WeakMap<object, (source: string) => unknown[]>();

/**
 * The transforms whose untraced endpoints (TransformMeta.untraced) the text may spell, by their words
 * alone (no anchor word needed: asked only in a project anchored on Cloudflare).
 */
export function untracedCandidates<T extends WithUntraced>(source: string, transforms: T[]): T[] {
  let test = untracedFilters.get(transforms);
  if (!test) {
    const withUntraced = transforms.filter((t) => t.untraced?.length);
    // One scan of the text for every transform's endpoints (untraced-matcher.ts).
    const spelled = untracedMatcher(withUntraced.map((t) => t.untraced!));
    test = (text: string) => spelled(text).map((i) => withUntraced[i]);
    untracedFilters.set(transforms, test);
  }
  return test(source) as T[];
}

/** The words of every untraced endpoint of the transforms (the runner's gate keeps the texts that hold one, for an anchored project). */
export const untracedWordsOf = (transforms: WithUntraced[]): string[] => transforms.flatMap((t) => (t.untraced?.length ? untracedWords(t.untraced) : []));
