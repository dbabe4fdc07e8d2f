import { defineTransform } from '../src/transform';
import { declareOption } from '../src/options';
import {
  ENDPOINTS,
  findApiCalls,
  matchEndpoint,
  renamePathSegment,
  safeLiteralEdits,
  segmentInWrapper,
  segmentSite,
  type ApiCall,
} from '../src/cloudflare';

const COLLECTION = ENDPOINTS.tunnels;
const ITEM = ENDPOINTS.tunnel;
const CONNECTIONS = ENDPOINTS.tunnelConnections;
/** The remotely-managed configuration (GET, PUT) exists only under /cfd_tunnel. */
const CONFIGURATIONS = ENDPOINTS.tunnelConfigurations;
/** `tunnels` is renamed only right after /client/v4/accounts/:account_id/. */
const UNDER_ACCOUNT = /\/client\/v4\/accounts\/[^/?#]+\/$/;

type Kind = 'create' | 'list' | 'item' | 'connections' | 'configurations';

/** The SDK methods that replace each legacy call (cloudflare >= 4.2). */
const CLOUDFLARED: Record<string, string> = {
  create: 'create',
  get: 'get',
  delete: 'delete',
  list: 'list',
  'connections.delete': 'connections.delete',
  // node-cloudflare v2
  add: 'create',
  read: 'get',
  del: 'delete',
  browse: 'list',
  clean: 'connections.delete',
};

const MOVE = 'move this call to /accounts/:account_id/cfd_tunnel/...';
const REMOVED_V3 = 'zeroTrust.tunnels.{{method}} calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call {{target}}';

/** What each method on the collection does, for a call whose method is not known. */
const BY_METHOD = 'POST (create) must go to /accounts/:account_id/cfd_tunnel; GET (list all tunnels) is live and may stay';

const messages = {
  methodUnknown: `the method is not known here: ${BY_METHOD}`,
  segmentNotWritten: `${MOVE}: the tunnels segment is not written where this call can edit it (in its own URL or a const of this file)`,
  segmentShared: `${MOVE}: its tunnels segment is shared with URLs that stay (such as the live list call), so give it its own URL`,
  segmentInHelper: `${MOVE}: this {{method}} goes through {{helper}}, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL`,
  sdkList: '{{method}} lists every tunnel type; for Cloudflare Tunnels only ("rewriteTunnelList") use the cloudflare SDK >= 4.2: {{target}}',
  v2Removed:
    'argoTunnels.{{method}} calls the removed /accounts/:id/tunnels API: use the cloudflare SDK >= 4.2 ({{target}}) or a raw call to /accounts/:account_id/cfd_tunnel',
  v3Removed: `${REMOVED_V3} (same params)`,
  v3RemovedDelete: `${REMOVED_V3} (its params take no body)`,
} as const;

function kindOf(call: ApiCall): Kind | 'unknown' | undefined {
  if (matchEndpoint(call.endpoint, CONNECTIONS)) return 'connections';
  if (matchEndpoint(call.endpoint, CONFIGURATIONS)) return 'configurations';
  if (matchEndpoint(call.endpoint, ITEM)) return 'item';
  if (!matchEndpoint(call.endpoint, COLLECTION)) return undefined;
  if (call.method === 'POST') return 'create';
  if (call.method === 'GET') return 'list';
  return call.method === undefined ? 'unknown' : undefined;
}

const rewriteTunnelList = declareOption({
  name: 'rewriteTunnelList',
  type: 'boolean',
  description: '`account-tunnels` also rewrites the list call GET /accounts/:account_id/tunnels, which lists every tunnel type, not only Cloudflare Tunnels.',
  default: false,
});

export default defineTransform({
  id: 'account-tunnels',
  eol: '2024-02-04',
  kind: 'rewrite+report',
  title: 'Account tunnels: /tunnels → /cfd_tunnel',
  replacement: '/accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  // On the collection itself only POST moves (GET is the live list call), as kindOf has it.
  untraced: [{ template: COLLECTION, methodsAt: [{ template: COLLECTION, methods: ['POST'], methodUnknown: BY_METHOD }] }],
  triggers: ['tunnels', 'argoTunnels'],
  example: 'fetch-create-delete',
  options: [rewriteTunnelList],
  explain: `The legacy Argo Tunnel endpoints under /accounts/:account_id/tunnels reached end of life on 2024-02-04;
Cloudflare Tunnels live under /accounts/:account_id/cfd_tunnel. Rewrites the path segment tunnels →
cfd_tunnel in Cloudflare API calls (fetch, axios and its instances, got, ky, in-file wrappers and the
configuration's "wrappers") for: POST /accounts/:id/tunnels (create; the body {name, tunnel_secret} is
accepted as is), GET and DELETE /accounts/:id/tunnels/:tunnel_id, /tunnels/:tunnel_id/connections
(GET lists connections, DELETE cleans them up), and /tunnels/:tunnel_id/configurations (GET and PUT of
a remotely-managed tunnel's configuration, which only exists under /cfd_tunnel). The segment is edited where it is written: at the call,
or in a const (or this.x) the URL is built from, but only when every call built on that const moves too.
The list call GET /accounts/:id/tunnels (with or without a query such as ?is_deleted=false) is live
again as "list all tunnels" (every tunnel type) and is left alone; set "rewriteTunnelList": true in the
configuration to move it to /cfd_tunnel as well (Cloudflare Tunnels only).
Reports, without changing:
- a call whose tunnels segment sits in a const (or base URL) that calls staying on /tunnels also use,
  typically the list call, or that is exported or used outside API calls: split the URL by hand;
- a segment not written in this file (an axios instance's baseURL, a configured base constant);
- a call on /accounts/:id/tunnels whose method is not known (create moves, list stays);
- a call through a helper of the file whose own URL writes the tunnels segment but takes the method
  or the rest of the path from its callers (tunnelApi(accountId, 'POST', '')): the helper's URL serves
  every caller, the list call too, so each caller that must move is reported with its method;
- SDK v3 client.zeroTrust.tunnels.create/get/delete and connections.delete: in cloudflare 3.x they
  call the removed endpoints, and the methods that call /cfd_tunnel, client.zeroTrust.tunnels.cloudflared.
  create/get/delete (same params; delete takes no body), exist from cloudflare 4.2 on. The chain is not
  rewritten: the code is written against 3.x, where that chain does not exist, and the major upgrade
  (other breaking changes) is the project's to make. (4.0 and 4.1 called /cfd_tunnel from the same
  methods; 4.2 moved them under tunnels.cloudflared.) Not reported when the project's installed copy,
  lock or package.json range rules out 3.x (cloudflare ^4.1.0): see docs/how-it-works.md.
- node-cloudflare v2 cf.argoTunnels.add/read/del/clean: that package has no /cfd_tunnel methods; move
  to the cloudflare SDK >= 4.2 (tunnels.cloudflared.*) or a raw call.
With "rewriteTunnelList", the SDK list calls (client.zeroTrust.tunnels.list, cf.argoTunnels.browse) are
reported too (client.zeroTrust.tunnels.cloudflared.list).
Leaves alone: an app's own routes such as /cloudflare/accounts/:id/tunnels on another host, relative
URLs with no anchor, /cfd_tunnel calls, and calls of a helper of the file whose own URL holds the
segment (this.lookup(id) fetching .../tunnels/\${id}): the helper's request moves, its callers need nothing.`,
  links: [
    'https://developers.cloudflare.com/fundamentals/api/reference/deprecations/',
    'https://developers.cloudflare.com/api/resources/zero_trust/subresources/tunnels/subresources/cloudflared/',
  ],
  messages,
  run(ctx) {
    const { config, report, changed } = ctx;
    const moveList = rewriteTunnelList.of(config);
    const planned: Array<{ call: ApiCall; urlNode: any; literals: any[] }> = [];
    for (const call of findApiCalls(ctx)) {
      const kind = kindOf(call);
      if (!kind || (kind === 'list' && !moveList)) continue;
      if (call.surface === 'sdk') {
        reportSdk(call, kind);
        continue;
      }
      if (kind === 'unknown') {
        report(call.path, 'methodUnknown');
        continue;
      }
      const site = call.url && segmentSite(call.url, 'tunnels', UNDER_ACCOUNT);
      if (!site) {
        if (!(call.url && segmentInWrapper(call.url, 'tunnels', UNDER_ACCOUNT))) report(call.path, 'segmentNotWritten');
        else if (!helperMoves(call)) report(call.path, 'segmentInHelper', { method: call.method!, helper: call.client });
        continue;
      }
      planned.push({ call, urlNode: call.urlNode, literals: [site.node] });
    }
    const { safe, shared } = safeLiteralEdits(ctx, planned);
    const edited = new Set<any>();
    for (const p of safe) {
      if (renamePathSegment({ url: p.call.url!, from: 'tunnels', to: 'cfd_tunnel', prefix: UNDER_ACCOUNT, edited }) > 0) changed('values');
    }
    for (const p of shared) {
      report(p.call.path, 'segmentShared');
    }

    /**
     * Whether the helper a call goes through sends a request this transform moves, in its own code
     * (`this.lookup(id)` fetching …/tunnels/\${id}): its callers then need nothing. A helper taking
     * the method (or the rest of the path) from its callers (`tunnelApi(accountId, method, suffix)`)
     * cannot be moved for all of them: each caller that must move is reported with its method.
     */
    function helperMoves(call: ApiCall): boolean {
      if (call.wrapperEndpoint === undefined) return false;
      const own = kindOf({ ...call, endpoint: call.wrapperEndpoint, method: call.wrapperMethod });
      return own !== undefined && own !== 'unknown' && (own !== 'list' || moveList);
    }

    function reportSdk(call: ApiCall, kind: Kind | 'unknown'): void {
      const sdk = call.sdk!;
      const method = sdk.chain.slice(sdk.generation === 'v2' ? 1 : 2).join('.');
      const target = `client.zeroTrust.tunnels.cloudflared.${CLOUDFLARED[method] ?? method}`;
      if (kind === 'list') {
        report(call.path, 'sdkList', { method: `${sdk.generation === 'v2' ? 'argoTunnels' : 'zeroTrust.tunnels'}.${method}`, target });
        return;
      }
      if (sdk.generation === 'v2') {
        report(call.path, 'v2Removed', { method, target });
        return;
      }
      report(call.path, kind === 'item' && method === 'delete' ? 'v3RemovedDelete' : 'v3Removed', { method, target });
    }
  },
});
