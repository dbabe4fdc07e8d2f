import type { UntracedEndpoint } from '../../types';
import { escapeRegExp } from '../../regexp';
import { camel, literalSegments, longest as keyOf, settingIn, untracedSdkChains } from './untraced-words';

/*
 * Whether a text may spell an untraced endpoint of each of several transforms (their
 * TransformMeta.untraced lists), before anything is parsed: the prefilter's last word on a file of an
 * anchored package (src/runner/prefilter.ts). One scan of the text finds every word of every list
 * where it can be a part of a spelling; each list is then settled by looking those words up.
 *
 * What untraced.ts reports, and so what a text must hold for it:
 * - a spelled path holds every literal segment of the template, whole: each is written after a `/`,
 *   a quote or backtick (a string, an element of a path array, a part of a concatenation) or a `}`
 *   (`${base}zones/…`), and is not followed by a name's character;
 * - an SDK method chain holds every name of the chain as a property: after a `.` (`?.`, `!.`, and
 *   whitespace between: a chain split over lines), or quoted (`client['filters']`); a word whose
 *   whitespace before it crosses a line break counts too (a comment may end the line before);
 * - a module listing a template's setting (`{ id: 'brotli' }`, `brotli: 'on'`) that it exports.
 * A word written only inside another (`css-filters`, `getFilters`, `filtersList`) is neither, so a
 * data module that merely spells `filters` in its own keys is not parsed for the firewall's filters.
 */

/** Words one list needs, all of them: a template's literal segments or a chain's names. */
type Needed = string[];

interface ListTest {
  /** Any of these word lists, all found in place, lets the text through. */
  lists: Needed[];
  /** Two-name chains (`filters.get`): only with a word of SCOPE_WORDS as well (see untraced.ts). */
  short: Needed[];
  /** The template's setting ids (`brotli`): a quoted one, or one written as a key, in a text that exports. */
  settings: string[];
}

/** Words one of which a file holds where a two-name SDK chain may be reported: `zone_id`/`account_id` params, a client-like receiver. */
const SCOPE_WORDS = /zone_id|account_id|[Cc]loudflare|[Cc]lient|\bcf/;

function listTest(untraced: readonly UntracedEndpoint[]): ListTest {
  const lists: Needed[] = untraced.map((u) => literalSegments(u.template));
  const short: Needed[] = [];
  for (const chain of untracedSdkChains(untraced)) (chain.split('.').length === 2 ? short : lists).push(chain.split('.'));
  const settings: string[] = [];
  for (const u of untraced) {
    const setting = settingIn(u.template);
    if (!setting) continue;
    // `zones.settings.edit('brotli', …)` and `zones.settings.brotli.edit(…)`: the setting's id, or its camelCase object.
    lists.push(['settings', setting], ['settings', camel(setting)]);
    settings.push(setting);
  }
  return { lists, short, settings };
}

/** What the scan found of a word: written where a spelling may hold it, quoted whole, as a key (`brotli:`). */
interface Seen {
  /** Undefined for a word the scan does not look for, until it is looked for on its own. */
  placed?: boolean;
  quoted?: true;
  keyed?: true;
}

const isQuote = (c: string): boolean => c === "'" || c === '"' || c === '`';
const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f' || c === '\u00a0' || c === '\ufeff';

/** Whether the word at `at` may be a path segment or a chain's property (see the top of this file). */
function placed(text: string, at: number): boolean {
  const before = text[at - 1];
  if (before === undefined) return false;
  if (before === '/' || before === '}' || before === '.' || isQuote(before)) return true;
  let i = at - 1;
  let lineBreak = false;
  for (; i >= 0 && isSpace(text[i]); i--) if (text[i] === '\n' || text[i] === '\r') lineBreak = true;
  return lineBreak || text[i] === '.';
}

/** Whether a key-like `word\s*:` follows from `end`, as `\bword\s*:` reads it. */
function keyedAt(text: string, at: number, end: number): boolean {
  if (at > 0 && /\w/.test(text[at - 1])) return false;
  let i = end;
  while (i < text.length && /\s/.test(text[i])) i++;
  return text[i] === ':';
}

/** Whether the text holds `word` whole and in place somewhere (see `placed`): a search of its own, made only for a list whose longest word is in place. */
function placedIn(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!/[A-Za-z0-9_]/.test(text[at + word.length] ?? '') && placed(text, at)) return true;
  }
  return false;
}

/**
 * The test of several untraced lists at once: asked about a text, it returns the indexes of the lists
 * whose endpoints the text may spell. One scan of the text looks for the longest word of every list
 * (and the settings' ids), noting where each is written; a list whose longest word is in place then
 * has its other words looked for on their own (a few short searches, for the few texts that get there).
 */
export function untracedMatcher(untracedLists: ReadonlyArray<readonly UntracedEndpoint[]>): (text: string) => number[] {
  const tests = untracedLists.map(listTest);
  const keys = new Set<string>();
  for (const t of tests) for (const list of [...t.lists, ...t.short]) keys.add(keyOf(list));
  const settingWords = new Set(tests.flatMap((t) => t.settings));
  // Longest first, and no name's character after it: `rules` is found whole, not as `rule` + `s`.
  const alternation = [...keys, ...settingWords].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const scan = alternation ? new RegExp(`(?:${alternation})(?![A-Za-z0-9_])`, 'g') : undefined;
  return (text) => {
    if (!scan) return [];
    const seen = new Map<string, Seen>();
    scan.lastIndex = 0;
    for (let m = scan.exec(text); m; m = scan.exec(text)) {
      const word = m[0];
      const at = m.index;
      let s = seen.get(word);
      if (!s) seen.set(word, (s = {}));
      if (!s.placed && placed(text, at)) s.placed = true;
      if (!settingWords.has(word)) continue;
      const end = at + word.length;
      if (!s.quoted && isQuote(text[at - 1] ?? '') && isQuote(text[end] ?? '')) s.quoted = true;
      if (!s.keyed && keyedAt(text, at, end)) s.keyed = true;
    }
    if (seen.size === 0) return [];
    const inPlace = (w: string): boolean => {
      if (keys.has(w) || settingWords.has(w)) return !!seen.get(w)?.placed;
      let s = seen.get(w);
      if (!s) seen.set(w, (s = {}));
      return (s.placed ??= placedIn(text, w));
    };
    const all = (list: Needed) => !!seen.get(keyOf(list))?.placed && list.every(inPlace);
    let scoped: boolean | undefined;
    let exports: boolean | undefined;
    const out: number[] = [];
    tests.forEach((t, i) => {
      const listed = () => t.settings.some((w) => seen.get(w)?.quoted || seen.get(w)?.keyed) && (exports ??= /\bexports?\b/.test(text));
      if (t.lists.some(all) || (t.short.some(all) && (scoped ??= SCOPE_WORDS.test(text))) || listed()) out.push(i);
    });
    return out;
  };
}
