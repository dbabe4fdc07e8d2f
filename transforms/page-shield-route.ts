import { defineTransform } from '../src/transform';

// Minimal first version: literal URLs that carry the API host. The engine (src/cloudflare) replaces this matching.
const HOST = 'api.cloudflare.com/client/v4/zones/';

export default defineTransform({
  id: 'page-shield-route',
  eol: '2022-10-11',
  kind: 'rewrite',
  title: 'Page Shield routes: script_monitor → page_shield',
  replacement: '/zones/:zone_id/page_shield/...',
  triggers: ['script_monitor'],
  explain: 'Renames the path segment script_monitor to page_shield in Cloudflare API URLs under /zones/:zone_id/.',
  example: 'fetch-literal',
  run({ j, root, changed }) {
    root.find(j.StringLiteral).forEach((p) => {
      const v = p.value.value;
      const i = v.indexOf(HOST);
      if (i < 0) return;
      const next = v.replace(/(\/zones\/[^/]+\/)script_monitor(?=\/|$|\?)/, '$1page_shield');
      if (next !== v) {
        p.replace(j.stringLiteral(next));
        changed();
      }
    });
  },
});
