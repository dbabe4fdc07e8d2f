import { defineTransform } from '../src/transform';
import { findApiCalls, renamePathSegment, resolveApiUrl, segmentFound, segmentInWrapper, segmentWrittenIn, type ApiCall } from '../src/cloudflare';
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
another module of the project) is renamed too. A call whose segment is written where it cannot be
renamed (a literal a const shares with the app's own route or another host, a configured base) is
reported.
Never touched: /cdn-cgi/script_monitor/report (the live CSP report endpoint), URLs on other hosts,
and relative URLs with no anchor in the file.`,
  links: ['https://developers.cloudflare.com/page-shield/'],
  messages: {
    notRenamed: `Page Shield routes were renamed 2022-10-11: use /zones/:zone_id/page_shield/...
{{call}}: the path is written where this call cannot rename it (shared with other code, or a configured base): replace script_monitor with page_shield there.`,
  },
  run(ctx) {
    const { j, root, config, changed, memo, report } = ctx;
    const edited = new Set<any>();
    // Calls whose segment could not be renamed at the call: reported once full URLs are renamed too.
    const pending: ApiCall[] = [];
    // Paths handed to an instance, an in-file or configured wrapper or a client class (the base is theirs).
    for (const call of findApiCalls(ctx)) {
      if (!call.url) continue;
      // A literal shared with a call before this one (a const) was renamed there.
      const shared = edited.has(segmentWrittenIn(call.url, 'script_monitor', UNDER_ZONE));
      if (renamePathSegment({ url: call.url, from: 'script_monitor', to: 'page_shield', prefix: UNDER_ZONE, edited }) > 0) changed('values');
      else if (!shared && segmentFound(call.url, 'script_monitor', UNDER_ZONE) && !segmentInWrapper(call.url, 'script_monitor', UNDER_ZONE)) pending.push(call);
    }
    // URLs written out in full (resolved again: the edits above are already in them).
    for (const p of outermostStrings(j, root, memo)) {
      const url = resolveApiUrl({ j, root, memo, node: p.value, config });
      if (!url) continue;
      if (renamePathSegment({ url, from: 'script_monitor', to: 'page_shield', prefix: UNDER_ZONE, edited }) > 0) changed('values');
    }
    // Left as written (a literal also the app's own route, a read-only base): never silently.
    for (const call of pending) {
      if (!edited.has(segmentWrittenIn(call.url!, 'script_monitor', UNDER_ZONE))) report(call.path, 'notRenamed', { call: `${call.method ?? '?'} ${call.endpoint}` });
    }
  },
});
