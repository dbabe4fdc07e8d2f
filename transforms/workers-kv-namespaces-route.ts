import { ENDPOINTS as E } from '../src/cloudflare';
import { endpointNotice } from './lib/endpoint-notice';

/** `workers/namespaces` is renamed only right under /accounts/:account_id/ on the API host. */
const rename = { from: 'workers/namespaces', to: 'storage/kv/namespaces', under: /\/client\/v4\/accounts\/[^/?#]+\/$/ };
const route = (template: string) => ({ template, rename, message: 'notRenamed' as const, target: template.replace('/workers/namespaces', '/storage/kv/namespaces') });

export default endpointNotice({
  id: 'workers-kv-namespaces-route',
  eol: '2026-10-15',
  source: 'later',
  title: 'Workers KV legacy routes: workers/namespaces → storage/kv/namespaces',
  replacement: '/accounts/:account_id/storage/kv/namespaces/...',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: E.kvLegacyNamespaces }],
  triggers: ['namespaces'],
  example: 'fetch-values',
  explain: `The legacy Workers KV routes under /accounts/:account_id/workers/namespaces (list and create
namespaces; get, rename, remove one; list keys; key metadata; read, write and delete values) reached their
end of life on 2026-10-15. The same routes live under /accounts/:account_id/storage/kv/namespaces with the
same parameters and payloads, so the path is the whole migration.
Renames workers/namespaces to storage/kv/namespaces in Cloudflare API URLs: raw calls (fetch, axios, got,
ky, undici, https.request), instances with the API base URL, in-file and configured wrappers and client
classes, and the literal the path is written in wherever that is (a const of the file, a base holding the
path, edited once). Reports, without changing, a call whose path is written where the call site must not
edit it (a configured base constant, a base split over two literals).
The cloudflare SDK (kv.namespaces.*) has called the new routes for a long time: nothing to do there.
Leaves alone: Workers for Platforms' /workers/dispatch/namespaces, the current /storage/kv/namespaces
routes, every app's own /workers/namespaces routes, URLs on other hosts, relative URLs with no anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages: {
    notRenamed: `Workers KV legacy route ended 2026-10-15: use {{target}}
{{call}}: the path is written where this call cannot rename it (a shared or configured base): replace workers/namespaces with storage/kv/namespaces there; parameters and payloads are the same.`,
  },
  routes: [
    route(E.kvLegacyNamespaces),
    route(E.kvLegacyNamespace),
    route(E.kvLegacyKeys),
    route(E.kvLegacyMetadata),
    route(E.kvLegacyValue),
  ],
});
