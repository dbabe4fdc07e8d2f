import type { UserConfig } from '../types';

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
    ...(config.wrappers ?? []),
    ...(config.baseConstants ?? []),
    // Imported anchors (project index): the names under which this file (or any importer) may use them.
    ...(config.imported?.words ?? []),
  ];
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression matching any of the words (undefined for none); a word that contains another adds nothing. */
export function anyOf(list: string[]): RegExp | undefined {
  const words = [...new Set(list)];
  if (words.length === 0) return undefined;
  const needed = words.filter((w) => !words.some((o) => o !== w && w.includes(o)));
  return new RegExp(needed.map(escapeRegExp).join('|'));
}
