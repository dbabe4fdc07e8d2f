import type { Transform, UserConfig } from '../../types';
import { escapeRegExp } from '../../regexp';

/**
 * Words one of which a file must contain for any Cloudflare API call in it to be anchored: the API
 * host (written out, in a base constant, an instance's baseURL or a wrapper), the `cloudflare`
 * package name as an import or require writes it (SDK receivers), and the names the configuration
 * gives to wrappers and base constants defined in other files. The prefilter asks for one of them
 * besides a transform's trigger word, so a file full of look-alike path words (`filters`, `locked`,
 * `analytics`) with no anchor is never parsed.
 */
export function apiAnchorWords(config: UserConfig): string[] {
  return [
    'api.cloudflare.com',
    "'cloudflare'",
    '"cloudflare"',
    "'cloudflare/",
    '"cloudflare/',
    // Deno's npm specifier (`"npm:cloudflare@4"`).
    'npm:cloudflare',
    ...(config.wrappers ?? []),
    ...(config.baseConstants ?? []),
    // Imported anchors (project index): the names under which this file (or any importer) may use them.
    ...(config.imported?.words ?? []),
  ];
}

/** The words a search for any of them needs: each once, and none that contains another (a text holding it holds the other). */
export function neededWords(list: string[]): string[] {
  const words = [...new Set(list)];
  // Shortest first, each against those kept so far: a word holding a dropped one holds what that one
  // holds. A few hundred words (the gates of a run) took about 10 ms at start-up compared pair by pair.
  const kept: string[] = [];
  for (const w of [...words].sort((a, b) => a.length - b.length)) if (!kept.some((o) => w.includes(o))) kept.push(w);
  const needed = new Set(kept);
  return words.filter((w) => needed.has(w));
}

/** One regular expression matching any of the words (undefined for none); a word that contains another adds nothing. */
export function anyOf(list: string[]): RegExp | undefined {
  const needed = neededWords(list);
  return needed.length === 0 ? undefined : new RegExp(needed.map(escapeRegExp).join('|'));
}

/** A transform's trigger words under a configuration: its own and those the configuration adds. */
export function triggerWordsOf(t: Pick<Transform, 'triggers' | 'configTriggers'>, config: UserConfig): string[] {
  return [...t.triggers, ...(t.configTriggers?.(config) ?? [])].filter((w) => w !== '');
}
