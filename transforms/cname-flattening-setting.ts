import type { ApiCall } from '../src/cloudflare';
import type { TransformContext } from '../src/types';
import { ENDPOINTS, bodyObject, renamePathSegment, resultReads, zoneSettingUses, type ZoneSettingUse } from '../src/cloudflare';
import { isInside, pathOfNode, stringValue, unwrap, type MaybeNode } from '../src/ast';
import { propertiesNamed } from '../src/edit/text-edits';
import { defineTransform } from '../src/transform';

/** Deprecated on this date; the notice gives no end of life, so a run uses this one. */
const DEPRECATED = '2025-06-08';
const SETTING = 'cname_flattening';
const DNS_SETTINGS = ENDPOINTS.dnsSettings;
const FIELD = 'flatten_all_cnames';
/** The old values and the boolean each becomes ('apex' behaves as 'off'). */
const FLATTEN: Record<string, boolean> = { on: true, off: false, apex: false };
/** The URL text before `settings/cname_flattening`. */
const UNDER_ZONE = /\/client\/v4\/zones\/[^/?#]+\/$/;

const MOVED = `the cname_flattening zone setting is deprecated (${DEPRECATED}): CNAME flattening is a DNS setting now`;
const HOW = `GET/PATCH ${DNS_SETTINGS} reads and sends { ${FIELD}: true | false } ('on' is true; 'off' and 'apex' are false).`;

const messages = {
  read: `${MOVED}: read ${DNS_SETTINGS} instead
GET ${DNS_SETTINGS} answers result.${FIELD} (a boolean) where this answered result.value ('on', 'off' or 'apex').`,
  readValue: `${MOVED}: this reads result.value of the old setting; read result.${FIELD} of ${DNS_SETTINGS} instead
The PATCH is not moved while its answer is read: move both by hand. ${HOW}`,
  edit: `${MOVED}: send PATCH ${DNS_SETTINGS} with { ${FIELD} } instead ({{why}})
${HOW}`,
  sdk: `${MOVED}: call {{replacement}} instead
${HOW}`,
  inList: `${MOVED}: take this entry out and send PATCH ${DNS_SETTINGS} with { ${FIELD} } instead
${HOW}`,
} as const;

/** The `{ value: 'on' }` property of a body written in the call, when it is the body's only property and a known literal. */
function literalBody(ctx: TransformContext, call: ApiCall) {
  const body = bodyObject(ctx, call);
  const at = body && pathOfNode(ctx, body);
  if (!at || !isInside(at, call.path.value)) return { why: 'its body is not an object literal written in the call' };
  const [prop] = propertiesNamed(body, 'value');
  if (!prop || body.properties.length !== 1) return { why: 'its body is not exactly { value }' };
  const value = stringValue(unwrap(prop.value));
  if (value === undefined || !Object.hasOwn(FLATTEN, value)) return { why: 'its value is not a literal on, off or apex' };
  return { prop, flatten: FLATTEN[value], why: undefined };
}

/** The SDK method that replaces an SDK call, by generation (v2 has no DNS settings). */
function sdkReplacement(call: ApiCall, value: MaybeNode): string {
  const literal = stringValue(unwrap(value));
  const flatten = literal !== undefined && Object.hasOwn(FLATTEN, literal) ? String(FLATTEN[literal]) : '<boolean>';
  if (call.sdk?.generation !== 'v3+') return `PATCH ${DNS_SETTINGS} { ${FIELD}: ${flatten} } (the v2 package has no DNS settings method)`;
  const receiver = call.sdk.receiver;
  return `${receiver}.dns.settings.zone.edit({ zone_id, ${FIELD}: ${flatten} }) (cloudflare 4.2+; ${receiver}.dns.settings.edit before)`;
}

function migrate(ctx: TransformContext, use: ZoneSettingUse): void {
  if (use.form === 'entry') return ctx.report(use.entry, 'inList');
  const { call } = use;
  if (use.method === 'GET') return ctx.report(call.path, 'read');
  if (use.method !== 'PATCH') return;
  if (call.sdk) return ctx.report(call.path, 'sdk', { replacement: sdkReplacement(call, use.value) });
  const reads = resultReads(ctx, call, 'value');
  if (reads.length > 0) return ctx.report(reads[0], 'readValue');
  const body = literalBody(ctx, call);
  if (body.why !== undefined) return ctx.report(call.path, 'edit', { why: body.why });
  if (!call.url || renamePathSegment({ url: call.url, from: `settings/${SETTING}`, to: 'dns_settings', prefix: UNDER_ZONE }) === 0) {
    return ctx.report(call.path, 'edit', { why: 'its path is not written where the codemod can edit it' });
  }
  body.prop.key = ctx.j.identifier(FIELD);
  body.prop.value = ctx.j.booleanLiteral(body.flatten);
  body.prop.shorthand = false;
  ctx.changed();
}

export default defineTransform({
  id: 'cname-flattening-setting',
  eol: DEPRECATED,
  source: 'later',
  kind: 'rewrite+report',
  title: 'cname_flattening zone setting: use the DNS setting flatten_all_cnames',
  replacement: `PATCH ${DNS_SETTINGS} { ${FIELD}: true | false }`,
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: `/zones/:zone_id/settings/${SETTING}` }],
  triggers: [SETTING, 'cnameFlattening'],
  example: 'fetch-patch',
  explain: `The cname_flattening zone setting (GET/PATCH /zones/:zone_id/settings/cname_flattening) was
deprecated on ${DEPRECATED}, with no end of life given (a run uses that date). CNAME flattening is a DNS
setting now: GET/PATCH ${DNS_SETTINGS}, field ${FIELD} (a boolean). The old value 'on' is true; 'off'
and 'apex' (flatten at the apex only, which is what every zone does anyway) are false.
Rewrites a PATCH whose body is written in the call as exactly { value: 'on' | 'off' | 'apex' } (raw
fetch/axios/got/ky, axios instances, in-file and configured wrappers, through JSON.stringify) when the
path's settings/cname_flattening is written where it can be edited: the path becomes ${DNS_SETTINGS}
and the body { ${FIELD}: true | false }.
Reports, without changing: a GET (its result.value becomes result.${FIELD} of ${DNS_SETTINGS}), a PATCH
whose answer's result.value is read, a value that is not one of the three literals or a body that is
not exactly { value } written in the call, a path held in a base the call cannot edit, SDK calls (v3.5+
zones.settings.edit('cname_flattening', { zone_id, value }), v3.0–3.4
zones.settings.cnameFlattening.edit, v2 zoneSettings.edit; the finding names dns.settings.zone.edit, or
dns.settings.edit before 4.2), and an entry {id: 'cname_flattening', value} of a preset list or batch
items (take it out; the batch itself is zone-settings-batch's).
Leaves alone: other zone settings, DNS settings calls already on ${DNS_SETTINGS}, other DNS providers'
CNAME flattening options, and requests with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/', 'https://developers.cloudflare.com/dns/cname-flattening/'],
  messages,
  run(ctx) {
    if (![SETTING, 'cnameFlattening'].some((word) => ctx.file.source.includes(word))) return;
    for (const use of zoneSettingUses(ctx, [SETTING])) migrate(ctx, use);
  },
});
