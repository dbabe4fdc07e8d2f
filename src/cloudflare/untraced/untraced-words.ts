import type { UntracedEndpoint } from '../../types';
import { matchEndpoint, matchSegments, segments } from '../urls/endpoint';
import { SDK_METHODS } from '../calls/sdk-methods';

/*
 * The prefilter's words for a transform's untraced endpoints (TransformMeta.untraced): a file that
 * spells one of them, as a path or as an SDK method chain, holds at least one of these words. Data
 * only (no parser), so the runner's prefilter can ask before anything is loaded.
 */

export const camel = (s: string): string => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

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

/**
 * isUnder on paths split already: `got` starts with the template's segments (`${template}/*`, which
 * takes the template itself too), compared in place; the table times the templates made a copy of
 * each template and a slice of it per comparison before (about 7 ms of an anchored run's start).
 * A template ending in `*` is also matched as it is (matchSegments reads that `*` as open).
 */
function segmentsUnder(got: readonly string[], template: readonly string[]): boolean {
  if (template[template.length - 1] === '*' && matchSegments(got, template)) return true;
  if (got.length < template.length) return false;
  for (let i = 0; i < template.length; i++) {
    const w = template[i];
    if (w.startsWith(':') ? got[i].length === 0 : w !== got[i]) return false;
  }
  return true;
}

const cache = new WeakMap<readonly UntracedEndpoint[], string[]>();

/** A template's literal segments (`zones`, `filters` of `/zones/:zone_id/filters`). */
export const literalSegments = (template: string): string[] => segments(template).filter((s) => !s.startsWith(':'));

/** The longest word of a list (the rarer, and the faster to scan for). */
export const longest = (list: readonly string[]): string => list.reduce((a, b) => (b.length > a.length ? b : a), '');

/** A template's setting id, when it is a zone setting's (`/zones/:zone_id/settings/brotli`). */
export const settingIn = (template: string): string | undefined => /^\/zones\/:[a-z_]+\/settings\/([a-z0-9_]+)$/.exec(template)?.[1];

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
  for (const u of untraced) {
    const word = longest(literalSegments(u.template));
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
