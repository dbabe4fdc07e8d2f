import type { ASTNode, ObjectExpression } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import { dropProperties } from '../src/edit/text-edits';
import type { TransformContext } from '../src/types';
import { ENDPOINTS, bodyObject, filledBody, findApiCalls, matchEndpoint, readBackFrom, type ApiCall } from '../src/cloudflare';
import { propertyWrites } from '../src/flow';
import { getProperty, keyName, propertyValue, stringValue, unwrap } from '../src/ast';

/** Pool bodies sent to the API: account-level pools, and the older user-level ones. */
const POOL_ENDPOINTS = [ENDPOINTS.pools, ENDPOINTS.pool, ENDPOINTS.userPools, ENDPOINTS.userPool];
const WRITES = ['POST', 'PUT', 'PATCH'];
/** Params of a v3+ SDK call that are path parameters, not body fields. */
const PATH_PARAMS = new Set(['account_id', 'zone_id', 'pool_id']);

const FIELD = 'notification_email';

const SDK = ' (SDK: client.alerting.policies.create({account_id, name, alert_type, enabled, mechanisms, filters}))';
const ONLY_SETS = `notification_email no longer notifies (2023-04-03): create a Notifications policy, then remove this call
This request only sets notification_email. Instead: {{policy}}` as const;
const DROPPED = `notification_email dropped (removed 2023-04-03): create a Notifications policy for this pool's health alerts
{{policy}}` as const;
const FILTER = " The pool's notification_filter describes which health changes alert: carry it into the policy's filters.";

const messages = {
  onlyClears: `notification_email no longer exists (2023-04-03): this request only clears it, remove the call
Nothing to migrate: pool health alerts are Notifications policies now (${ENDPOINTS.alertingPolicies}).`,
  onlySets: `${ONLY_SETS}.`,
  onlySetsSdk: `${ONLY_SETS}${SDK}.`,
  readBack: `notification_email no longer notifies (2023-04-03): remove it from this pool body and from the code that reads {{reader}}.${FIELD} (kept: deleting it here would break that read), then create a Notifications policy
{{policy}}.`,
  filled: `notification_email no longer notifies (2023-04-03): remove this assignment from the pool body, then create a Notifications policy
{{policy}}.`,
  dropped: `${DROPPED}.`,
  droppedSdk: `${DROPPED}${SDK}.`,
  droppedFilter: `${DROPPED}.${FILTER}`,
  droppedSdkFilter: `${DROPPED}${SDK}.${FILTER}`,
} as const;

/** The source text of an expression, short enough for a message. */
function textOf(ctx: TransformContext, node: any): string {
  const text = ctx.j(node).toSource().replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The pool id of an update/edit: the URL's last dynamic part, or the v3+ SDK's first argument. */
function poolId(ctx: TransformContext, call: ApiCall): string {
  const isItem = call.endpoint.split('/').filter(Boolean).length === (call.endpoint.startsWith('/user') ? 4 : 5);
  if (call.sdk) {
    const first = call.path.value.arguments[0];
    if (call.sdk.chain[call.sdk.chain.length - 1] === 'bulkEdit') return '<id of each pool>';
    if (call.sdk.chain[call.sdk.chain.length - 1] === 'create' || !first || unwrap(first).type === 'ObjectExpression') return '<id of the pool: result.id of this call>';
    return stringValue(first) ?? `\${${textOf(ctx, first)}}`;
  }
  if (!isItem) return call.method === 'POST' ? '<id of the pool: result.id of this call>' : '<id of each pool>';
  const parts = call.url?.parts ?? [];
  let i = parts.length - 1;
  while (i >= 0 && parts[i].kind === 'text' && (parts[i] as { text: string }).text.split('?')[0] === '') i--;
  if (i >= 0 && parts[i].kind === 'dynamic') return `\${${textOf(ctx, parts[i].node)}}`;
  const last = call.endpoint.split('/').pop();
  return last && last !== ':param' ? last : '<pool id>';
}

/** The policies endpoint of an account written as the call has it (its id, or an expression). */
const policiesOf = (account: string): string => ENDPOINTS.alertingPolicies.replace(':account_id', () => account);

function accountPath(ctx: TransformContext, call: ApiCall, body: any): string {
  if (call.sdk) {
    const id = propertyValue(body, 'account_id');
    return id ? policiesOf(stringValue(id) ?? `\${${textOf(ctx, id)}}`) : ENDPOINTS.alertingPolicies;
  }
  const segs = call.endpoint.split('/');
  if (segs[1] !== 'accounts') return ENDPOINTS.alertingPolicies;
  const dyn = call.url?.parts.filter((p) => p.kind === 'dynamic') ?? [];
  return policiesOf(segs[2] === ':param' && dyn[0] ? `\${${textOf(ctx, dyn[0].node)}}` : segs[2]);
}

/** The Notifications policy request that replaces a pool body's notification_email. */
function policyOf(ctx: TransformContext, call: ApiCall, body: ObjectExpression, value: ASTNode): string {
  const name = stringValue(propertyValue(body, 'name'));
  return (
    `POST ${accountPath(ctx, call, body)} {"name": "${name ? `${name} health` : '<pool name> health'}", ` +
    `"alert_type": "load_balancing_health_alert", "enabled": true, "mechanisms": {"email": ${emailsOf(ctx, value)}}, ` +
    `"filters": {"pool_id": ["${poolId(ctx, call)}"]}}`
  );
}

/**
 * A pool body filled field by field (`const body = { name }; if (email) body.notification_email = email;`):
 * the layer's object (src/flow/objects.ts) knows the writes after its literal; each is reported, not
 * removed (the statement may be the branch of an `if`, its value may be read back).
 */
function reportFilled(ctx: TransformContext, call: ApiCall): void {
  const filled = filledBody(ctx, call, FIELD);
  if (!filled) return;
  for (const w of propertyWrites(filled, FIELD)) ctx.report(w.at, 'filled', { policy: policyOf(ctx, call, filled.node, w.value) });
}

function emailsOf(ctx: TransformContext, value: any): string {
  const literal = stringValue(value);
  if (literal !== undefined) {
    const list = literal.split(/[,;\s]+/).filter(Boolean);
    return `[${list.map((e) => `{"id": "${e}"}`).join(', ')}]`;
  }
  return `[/* one {"id": address} per address in ${textOf(ctx, value)} */]`;
}


export default defineTransform({
  id: 'notification-email',
  eol: '2023-04-03',
  kind: 'rewrite+report',
  title: 'Load balancer pools: notification_email → Notifications policy',
  replacement: 'POST /accounts/:account_id/alerting/v3/policies (alert_type load_balancing_health_alert)',
  triggers: [FIELD],
  example: 'fetch-create',
  explain: `Health notifications of load balancer pools moved to the centralized Notifications service on
2023-04-03: a pool's notification_email (a comma-separated list of addresses) no longer sends anything.
Rewrites: drops notification_email from pool bodies sent to the Cloudflare API (POST/PUT/PATCH
/accounts/:account_id/load_balancers/pools[/:pool_id], the older /user/load_balancers/pools[/:pool_id], and
the SDK's client.loadBalancers.pools.create/update/edit/bulkEdit and v3.0.0's
client.user.loadBalancers.pools.create/update/edit), written inline or in a once-declared const of the
file, sent through fetch, axios, got, ky, instances with the API base URL, in-file and configured wrappers.
Reports each such call: a Notifications policy is needed, with its request skeleton:
  POST /accounts/:account_id/alerting/v3/policies
  {"name": "<pool> health", "alert_type": "load_balancing_health_alert", "enabled": true,
   "mechanisms": {"email": [{"id": "a@b"}, {"id": "c@d"}]}, "filters": {"pool_id": ["<pool id>"]}}
(the addresses split from the literal list when there is one; the pool id from the URL or SDK argument,
or the created pool's result.id). SDK: client.alerting.policies.create({account_id, ...the same fields}).
One policy can cover several pools. An empty notification_email ('') is dropped without a finding.
A call whose body holds nothing but notification_email (the bulk PATCH .../pools, the SDK's
pools.bulkEdit) is reported, not edited: remove the call (once the policy exists, when it set addresses).
So is a body kept in a const that the file reads notification_email back from (body.notification_email,
const { notification_email } = body): dropping the field would change that value and break its type-check.
Leaves alone: notification_email anywhere else (a user profile form, a pool body sent to another host or
never sent, a read of pool.notification_email from a GET), and bodies it cannot see (built dynamically).
A pool body filled field by field (const body = { name }; if (email) body.notification_email = email;
Object.assign(body, {...})) is not edited: each assignment of notification_email after the literal is
reported with the policy to create (the assignment may be an if's only statement, or read back).`,
  links: ['https://developers.cloudflare.com/load-balancing/reference/migration-guides/health-monitor-notifications/'],
  messages,
  run(ctx) {
    for (const call of findApiCalls(ctx)) {
      if (!call.method || !WRITES.includes(call.method)) continue;
      if (!POOL_ENDPOINTS.some((t) => matchEndpoint(call.endpoint, t))) continue;
      const body = bodyObject(ctx, call);
      if (body?.type !== 'ObjectExpression') continue;
      const prop = getProperty(body, FIELD);
      if (!prop) reportFilled(ctx, call);
      if (!prop || prop.type === 'ObjectMethod') continue;
      const value = prop.value;
      const others = body.properties.filter((p: any) => p !== prop && !(call.sdk && PATH_PARAMS.has(keyName(p) ?? '')));
      if (stringValue(value) === '') {
        if (others.length > 0) dropProperties(ctx, body, [prop]);
        else ctx.report(call.path, 'onlyClears');
        continue;
      }
      const policy = policyOf(ctx, call, body, value);
      if (others.length === 0) {
        ctx.report(call.path, call.sdk ? 'onlySetsSdk' : 'onlySets', { policy });
        continue;
      }
      const reader = readBackFrom(ctx, body, (key) => key === FIELD);
      if (reader) {
        ctx.report(call.path, 'readBack', { reader, policy });
        continue;
      }
      const filter = getProperty(body, 'notification_filter');
      dropProperties(ctx, body, [prop]);
      const dropped = filter ? (call.sdk ? 'droppedSdkFilter' : 'droppedFilter') : call.sdk ? 'droppedSdk' : 'dropped';
      ctx.report(call.path, dropped, { policy });
    }
  },
});

