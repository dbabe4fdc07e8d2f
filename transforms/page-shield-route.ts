import { defineTransform } from '../src/transform';
import { findApiCalls, isApiUrl, renamePathSegment, resolveUrl } from '../src/cloudflare';
import { outermostStrings } from '../src/flow';

/** The segment is renamed only right under /zones/:zone_id/ on the API host. */
const UNDER_ZONE = /\/client\/v4\/zones\/[^/?#]+\/$/;

export default defineTransform({
  id: 'page-shield-route',
  eol: '2022-10-11',
  kind: 'rewrite',
  title: 'Page Shield routes: script_monitor → page_shield',
  replacement: '/zones/:zone_id/page_shield/...',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: '/zones/:zone_id/script_monitor' }],
  triggers: ['script_monitor'],
  example: 'fetch-template',
  explain: `Page Shield API routes were renamed on 2022-10-11: /zones/:zone_id/script_monitor/... became
/zones/:zone_id/page_shield/... . Renames the path segment in Cloudflare API URLs (the URL starts with
https://api.cloudflare.com/client/v4, written out, through a const of the same file, a name listed in
the configuration's "baseConstants", or a base imported from a module of the project): string literals,
template literals, + concatenation, and a base constant that holds the path (edited where it is
written, once). A path handed to an axios/got/ky
instance with the API base, a wrapper or a client class (of the file, configured, or imported from
another module of the project) is renamed too. Nothing is reported.
Never touched: /cdn-cgi/script_monitor/report (the live CSP report endpoint), URLs on other hosts,
and relative URLs with no anchor in the file.`,
  links: ['https://developers.cloudflare.com/page-shield/'],
  messages: {},
  run(ctx) {
    const { j, root, config, changed, memo } = ctx;
    const edited = new Set<any>();
    // Paths handed to an instance, an in-file or configured wrapper or a client class (the base is theirs).
    for (const call of findApiCalls(ctx)) {
      if (call.url && renamePathSegment({ url: call.url, from: 'script_monitor', to: 'page_shield', prefix: UNDER_ZONE, edited }) > 0) changed('values');
    }
    // URLs written out in full (resolved again: the edits above are already in them).
    for (const p of outermostStrings(j, root, memo)) {
      const url = resolveUrl({ j, root, memo, node: p.value, config });
      if (!isApiUrl(url)) continue;
      if (renamePathSegment({ url, from: 'script_monitor', to: 'page_shield', prefix: UNDER_ZONE, edited }) > 0) changed('values');
    }
  },
});
