import type { ApiCall } from '../src/cloudflare';
import type { TransformContext } from '../src/types';
import { ENDPOINTS, addresses, bodyObject, findApiCalls } from '../src/cloudflare';
import { bindingsOf, propertyValue, stringValue, unwrap } from '../src/ast';
import { codeOf } from '../src/edit/text-edits';
import { defineTransform } from '../src/transform';

const EOL = '2026-09-15';
const SETTING = ENDPOINTS.zoneSetting;
const DEPRECATED = `the zone settings batch endpoints reach end of life on ${EOL}`;

const messages = {
  read: `${DEPRECATED}: read each setting you use with its own GET
{{call}} becomes GET ${SETTING}, once per setting: its result is that one setting ({ id, value }), not the list, so result.find((s) => s.id === '<id>').value becomes result.value.`,
  edit: `${DEPRECATED}: send one PATCH per setting
{{call}} with { items: [{ id, value }, ...] } becomes PATCH ${SETTING} with { value } for each item: the requests are no longer one atomic change, and each answers with its own setting.`,
  editItems: `${DEPRECATED}: send one PATCH per item instead ({{count}} in all)
{{call}} becomes one request per item (no longer one atomic change; each answers with its own setting):
{{requests}}`,
  either: `${DEPRECATED}: read or change each setting with its own request
{{call}} is a GET or a PATCH whose method is not known here: a GET becomes GET ${SETTING} once per setting (its result is that one setting, not the list); a PATCH with { items } becomes one PATCH ${SETTING} with { value } per item.`,
} as const;

/** How the call is named in a finding: its SDK method, or its HTTP request. */
const callName = (call: ApiCall): string =>
  call.sdk ? `${call.sdk.receiver}.${call.sdk.chain.join('.')}` : call.method ? `${call.method} ${ENDPOINTS.zoneSettings}` : `the request to ${ENDPOINTS.zoneSettings}`;

/** A literal `items` array (written in place or a once-declared const) as `[id, value code]` pairs; undefined when any entry is not literal. */
function literalItems(ctx: TransformContext, call: ApiCall): Array<[string, string]> | undefined {
  let items = unwrap(propertyValue(bodyObject(ctx, call), 'items'));
  if (items?.type === 'Identifier') items = unwrap(bindingsOf(ctx.j, ctx.root).value(items.name));
  if (items?.type !== 'ArrayExpression' || items.elements.length === 0) return undefined;
  const out: Array<[string, string]> = [];
  for (const element of items.elements) {
    const e = unwrap(element);
    const id = e?.type === 'ObjectExpression' ? stringValue(propertyValue(e, 'id')) : undefined;
    const value = id === undefined ? undefined : propertyValue(e, 'value');
    const code = value && codeOf(value, ctx.file.source);
    if (id === undefined || code === undefined) return undefined;
    out.push([id, code]);
  }
  return out;
}

/** The request that replaces one item, in the call's own surface: raw HTTP, SDK v2 or SDK v3+. */
function request(call: ApiCall, id: string, value: string): string {
  if (call.sdk?.generation === 'v2') return `${call.sdk.receiver}.zoneSettings.edit(zoneId, '${id}', { value: ${value} })`;
  if (call.sdk) return `${call.sdk.receiver}.zones.settings.edit('${id}', { zone_id, value: ${value} })`;
  return `PATCH ${ENDPOINTS.zoneSettings}/${id} { value: ${value} }`;
}

export default defineTransform({
  id: 'zone-settings-batch',
  eol: EOL,
  source: 'later',
  kind: 'report',
  title: 'Zone settings batch endpoints: one request per setting',
  replacement: `GET and PATCH ${SETTING}, one request per setting`,
  triggers: ['settings', 'zoneSettings'],
  // The collection only: its per-setting paths are the replacement.
  untraced: [{ template: ENDPOINTS.zoneSettings, exact: true }],
  example: 'fetch-batch',
  explain: `GET ${ENDPOINTS.zoneSettings} (every setting at once) and PATCH ${ENDPOINTS.zoneSettings} with
{ items: [{ id, value }, ...] } reach end of life on ${EOL}. Their replacement is one request per setting:
GET ${SETTING}, and PATCH ${SETTING} with { value }. Nothing is rewritten: a batch PATCH becomes N requests
that are no longer one atomic change, each answering with its own setting instead of the list, and what
the code does with the list answer (a find by id, a loop, a cache of every setting) is for you to reshape.
Reports every batch call: raw fetch/axios/got/ky calls, axios instances, in-file and configured wrappers
(cfApi('/zones/' + zone + '/settings', 'PATCH', { items })), SDK v2 zoneSettings.browse(zone) and
zoneSettings.editAll(zone, { items }), and SDK 3.0.0's zones.settings.get({ zone_id }) and
zones.settings.edit({ zone_id, items }) (from 3.5 these methods take a setting id: edit('ssl', { zone_id,
value }) is a per-setting call and is left alone). A PATCH whose items array is literal (in place, or a
const of the file) gets the N requests in its finding, written for its own surface (PATCH
${ENDPOINTS.zoneSettings}/<id> { value }, client.zones.settings.edit('<id>', { zone_id, value }),
cf.zoneSettings.edit(zoneId, '<id>', { value })); otherwise the finding says how to split it. A call whose method is not known (options built elsewhere and
handed to the wrapper) is reported with both migrations.
The schedule's removed settings (brotli, minify, mobile_redirect, server_side_exclude, privacy_pass,
mirage) are dropped from items by their own transforms first; what remains is what this one reports.
Leaves alone: per-setting calls (/settings/ssl), other settings collections (DNS settings, account
settings), every app's own /settings routes, and requests with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    for (const call of findApiCalls(ctx)) {
      if (!addresses(call, ENDPOINTS.zoneSettings)) continue;
      const name = callName(call);
      if (call.method === 'GET') {
        ctx.report(call.path, 'read', { call: name });
        continue;
      }
      // A method not known here (a wrapper of a wrapper passing its options on): the collection answers only GET and PATCH.
      if (call.method === undefined) {
        ctx.report(call.path, 'either', { call: name });
        continue;
      }
      if (call.method !== 'PATCH') continue;
      const items = literalItems(ctx, call);
      if (!items) {
        ctx.report(call.path, 'edit', { call: name });
        continue;
      }
      const requests = items.map(([id, value]) => request(call, id, value)).join('\n');
      ctx.report(call.path, 'editItems', { call: name, count: items.length, requests });
    }
  },
});
