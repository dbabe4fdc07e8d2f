import type { UntracedEndpoint } from '../../types';
import { matchEndpoint, matchSegments, segments } from '../urls/endpoint';
import { SDK_METHODS } from '../calls/sdk-methods';

/*
 * The prefilter's words for a transform's untraced endpoints (TransformMeta.untraced): a file that
 * spells one of them, as a path or as an SDK method chain, holds at least one of these words. Data
 * only (no parser), so the runner's prefilter can ask before anything is loaded.
 */

const camel = (s: string): string => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Whether an endpoint (a template, or an SDK method's) is `template` or lies under it. */
export const isUnder = (endpoint: string, template: string): boolean =>
  matchEndpoint(endpoint, template) || matchEndpoint(endpoint, `${template}/*`);

/** Each SDK method's chain and its endpoint's segments, its first argument placeholder read as a parameter (split once per process). */
let sdkEndpoints: Array<{ chain: string; segments: string[] }> | undefined;

const chainsOf = new WeakMap<readonly UntracedEndpoint[], string[]>();

/**
 * The SDK methods (src/cloudflare/calls/sdk-methods.ts) whose endpoint is one of the templates or under it,
 * with a literal setting filled in where the method takes it as an argument. Worked out once per
 * list (the prefilter's words and its matcher both ask): the table times the templates, each path
 * split once, instead of two splits per comparison (about 100 ms of every run's start before).
 */
export function untracedSdkChains(untraced: readonly UntracedEndpoint[]): string[] {
  let chains = chainsOf.get(untraced);
  if (chains) return chains;
  sdkEndpoints ??= SDK_METHODS.map((m) => ({ chain: m.chain, segments: segments(m.endpoint.replace(/\/\{\d+\??\}/, '/:param')) }));
  const templates = untraced.map((u) => ({ exact: u.exact, segments: segments(u.template) }));
  chains = sdkEndpoints
    .filter((m) => templates.some((t) => (t.exact ? matchSegments(m.segments, t.segments) : segmentsUnder(m.segments, t.segments))))
    .map((m) => m.chain);
  chainsOf.set(untraced, chains);
  return chains;
}

/** isUnder on paths split already (`${template}/*` split is the template's segments and `*`). */
const segmentsUnder = (got: string[], template: string[]): boolean => matchSegments(got, template) || matchSegments(got, [...template, '*']);

const cache = new WeakMap<readonly UntracedEndpoint[], string[]>();

/** A template's setting id, when it is a zone setting's (`/zones/:zone_id/settings/brotli`). */
const settingIn = (template: string): string | undefined => /\/settings\/([a-z0-9_]+)$/.exec(template)?.[1];

/**
 * One word per template, its longest literal segment (every spelling holds it whole, a path array
 * too), its camelCase form for a setting (`mobileRedirect`, the SDK's per-setting object), the
 * setting's id itself (a module that only lists the settings another one sends by id), and the
 * longest name of each SDK chain that reaches it.
 */
export function untracedWords(untraced: readonly UntracedEndpoint[]): string[] {
  let words = cache.get(untraced);
  if (words) return words;
  const set = new Set<string>();
  const longest = (list: string[]) => list.reduce((a, b) => (b.length > a.length ? b : a), '');
  for (const u of untraced) {
    const literal = u.template.split('/').filter((s) => s && !s.startsWith(':'));
    const word = longest(literal);
    set.add(word);
    if (word.includes('_')) set.add(camel(word));
    const setting = settingIn(u.template);
    if (setting) set.add(setting);
  }
  for (const chain of untracedSdkChains(untraced)) set.add(longest(chain.split('.')));
  words = [...set].filter(Boolean);
  cache.set(untraced, words);
  return words;
}

/** Words one of which a file holds where a two-name SDK chain may be reported: `zone_id`/`account_id` params, a client-like receiver. */
const SCOPE_WORDS = /zone_id|account_id|[Cc]loudflare|[Cc]lient|\bcf/;

const matchers = new WeakMap<readonly UntracedEndpoint[], (text: string) => boolean>();

/**
 * Whether a text may spell one of the endpoints: it holds every literal segment of a template (a
 * string, a template literal, a concatenation and a path array all do), or every name of an SDK
 * chain that reaches one, with the setting's id for a per-setting chain; or it exports and names a
 * template's setting as a string or a key (a list of settings another module sends by id). Cheaper
 * than a parse, and finer than `untracedWords` (a file that only says `settings` is not parsed for brotli).
 */
export function untracedMatcher(untraced: readonly UntracedEndpoint[]): (text: string) => boolean {
  let match = matchers.get(untraced);
  if (match) return match;
  const lists = untraced.map((u) => u.template.split('/').filter((s) => s && !s.startsWith(':')));
  const short: string[][] = [];
  for (const chain of untracedSdkChains(untraced)) (chain.split('.').length === 2 ? short : lists).push(chain.split('.'));
  // `zones.settings.edit('brotli', …)` and `zones.settings.brotli.edit(…)`: the setting's id, or its camelCase object.
  const listed: RegExp[] = [];
  for (const u of untraced) {
    const setting = settingIn(u.template);
    if (!setting) continue;
    lists.push(['settings', setting], ['settings', camel(setting)]);
    listed.push(new RegExp(`['"\`]${setting}['"\`]|\\b${setting}\\s*:`));
  }
  // A module listing settings (`{ id: 'brotli' }`) or values by setting (`brotli: 'on'`) that it
  // exports: another module of the run may send them by id (untraced.ts asks the importers).
  const exportsList = (text: string) => listed.some((re) => re.test(text)) && /\bexport\b/.test(text);
  // A two-name chain (`filters.get`) counts only with a params object naming the zone or account, or a
  // receiver named like a client (untraced.ts): a text with neither word is not worth a parse.
  const scoped = (text: string) => SCOPE_WORDS.test(text);
  match = (text) => {
    const has = wordsIn(text);
    return lists.some((words) => words.every(has)) || (short.some((words) => words.every(has)) && scoped(text)) || exportsList(text);
  };
  matchers.set(untraced, match);
  return match;
}

/** The text the matchers were last asked about, and which words it holds (found so far). */
let lastText: string | undefined;
let lastWords = new Map<string, boolean>();

/**
 * Whether the text holds a word, each word looked for once per text: the prefilter asks every
 * transform's matcher about the same text in a row, and their templates share words (`zones`,
 * `settings`, `accounts`), each a scan of the whole text when it is not there.
 */
function wordsIn(text: string): (word: string) => boolean {
  if (text !== lastText) {
    lastText = text;
    lastWords = new Map();
  }
  const found = lastWords;
  return (word) => {
    let hit = found.get(word);
    if (hit === undefined) found.set(word, (hit = text.includes(word)));
    return hit;
  };
}
