import type { MaybeNode } from '../src/ast';
import type { ASTPath } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { quoted } from '../src/edit/literals';
import { setObjectProperties } from '../src/edit/objects';
import { codeOf, dropProperties } from '../src/edit/text-edits';
import { writtenTypeNames } from '../src/ast/type-declarations';
import { ENDPOINTS, bodyObject, destructuredField, filledBody, findApiCalls, matchEndpoint, recordFieldRead, resultItems, resultReads, type ApiCall } from '../src/cloudflare';
import { propertyWrites } from '../src/flow';
import { getProperty, unwrap } from '../src/ast';

const COLLECTIONS = [ENDPOINTS.accessApps, ENDPOINTS.zoneAccessApps];
const ITEMS = [ENDPOINTS.accessApp, ENDPOINTS.zoneAccessApp];
const FIELD = 'self_hosted_domains';

const messages = {
  notLiteral:
    "self_hosted_domains is replaced by destinations (since 2025-11-21): send destinations: domains.map((uri) => ({ type: 'public', uri })) instead; its value is not an array literal here",
  typedBody:
    "self_hosted_domains is replaced by destinations (since 2025-11-21): this body is written with a type ({{type}}): add destinations?: Array<{ type: 'public'; uri: string }> to it, then send destinations: [{ type: 'public', uri }] instead",
  filled:
    "self_hosted_domains is replaced by destinations (since 2025-11-21): this request's body is given self_hosted_domains here: give it destinations: domains.map((uri) => ({ type: 'public', uri })) instead",
  read: "Access applications no longer return self_hosted_domains (since 2025-11-21): read destinations (the uri of each { type: 'public' } entry) instead",
} as const;
type Ctx = TransformContext<typeof messages>;

export default defineTransform({
  id: 'access-self-hosted-domains',
  eol: '2025-11-21',
  source: 'later',
  kind: 'rewrite+report',
  title: 'Access applications: self_hosted_domains → destinations',
  replacement: "destinations: [{ type: 'public', uri }]",
  triggers: [FIELD],
  example: 'fetch-create',
  explain: `Access applications (POST/PUT /accounts/:account_id/access/apps[/:app_id] and the zone-level
/zones/:zone_id/access/apps[/:app_id]) replaced self_hosted_domains with destinations on 2025-11-21:
self_hosted_domains: ['a.example.com', ...] is destinations: [{ type: 'public', uri: 'a.example.com' }, ...].
Rewrites a request body written as an object literal (fetch, axios and instances, got, ky, in-file and
configured wrappers, SDK v3+ client.zeroTrust.access.applications.create/update params) whose
self_hosted_domains is an array literal (its elements may be any expressions: each becomes the uri of
one destination). A body that already sends destinations only loses self_hosted_domains (destinations
wins when both are sent).
Reports a body written with a type of its own (const body: AppInput = {…}: the type needs destinations
first), a self_hosted_domains whose value is not an array literal here (a variable, a call: map it to
destinations by hand; also when the body is filled field by field, body.self_hosted_domains = domains
or body['self_hosted_domains'] = domains before the request, reported where it is written), and reads of self_hosted_domains on a response of these endpoints (a created or
fetched app's result, each app of a list, also taken apart: ({ self_hosted_domains }) => …): the API no longer returns it, read destinations.
Left alone: bodies built at run time, other endpoints and hosts.`,
  links: ['https://developers.cloudflare.com/cloudflare-one/applications/configure-apps/self-hosted-public-app/'],
  messages,
  run(ctx) {
    for (const call of findApiCalls(ctx)) {
      const list = COLLECTIONS.some((t) => matchEndpoint(call.endpoint, t));
      const item = ITEMS.some((t) => matchEndpoint(call.endpoint, t));
      if (!list && !item) continue;
      if (call.sdk && !call.sdk.chain.join('.').startsWith('zeroTrust.access.applications.')) continue;
      if ((list && call.method === 'POST') || (item && call.method === 'PUT')) body(ctx, call);
      reads(ctx, call, list && call.method === 'GET');
    }
  },
});

function body(ctx: Ctx, call: ApiCall): void {
  const obj = bodyObject(ctx, call);
  if (obj?.type !== 'ObjectExpression') return;
  const prop = getProperty(obj, FIELD);
  if (!prop) {
    // A body filled field by field (`const body = { name }; if (…) body.self_hosted_domains = list;`).
    const filled = filledBody(ctx, call, FIELD);
    for (const w of filled ? propertyWrites(filled, FIELD) : []) ctx.report(w.at, 'filled');
    return;
  }
  if (prop.type === 'ObjectMethod') return;
  if (getProperty(obj, 'destinations')) {
    dropProperties(ctx, obj, [prop]);
    return;
  }
  // A body written with a type (const b: T = {…}, as T, satisfies T) would not type-check with a
  // destinations key that T does not declare: the type is the user's to change first.
  const typed = writtenTypeNames(ctx, obj)[0];
  if (typed) {
    ctx.report(call.path, 'typedBody', { type: typed.name });
    return;
  }
  const array = unwrap(prop.value);
  const src = ctx.file.source;
  const elements: any[] = array?.type === 'ArrayExpression' ? array.elements : [];
  const codes = elements.map((e) => (e && e.type !== 'SpreadElement' ? codeOf(e, src) : undefined));
  if (array?.type !== 'ArrayExpression' || codes.some((c) => c === undefined)) {
    ctx.report(call.path, 'notLiteral');
    return;
  }
  const entry = (code: string) => `{ type: ${quoted(src, 'public')}, uri: ${code} }`;
  const destinations = `destinations: [${codes.map((c) => entry(c!)).join(', ')}]`;
  const items = obj.properties.map((p: MaybeNode) => (p === prop ? destinations : p));
  if (setObjectProperties(ctx, obj, items)) {
    ctx.changed();
    return;
  }
  const { j } = ctx;
  const built = j.objectProperty(
    j.identifier('destinations'),
    j.arrayExpression(
      elements.map((e) => j.objectExpression([j.objectProperty(j.identifier('type'), j.stringLiteral('public')), j.objectProperty(j.identifier('uri'), e)])),
    ),
  );
  obj.properties.splice(obj.properties.indexOf(prop), 1, built);
  ctx.changed();
}

/**
 * `app.self_hosted_domains` on a returned app (the result, or each app of a list), or the entry of a
 * pattern taking one apart (`apps.map(({ self_hosted_domains }) => …)`, `for (const { self_hosted_domains } of apps)`).
 */
function reads(ctx: Ctx, call: ApiCall, list: boolean): void {
  const seen = new Set<unknown>();
  const found: ASTPath[] = [...resultReads(ctx, call, FIELD)];
  for (const ref of resultItems(ctx, call, { list })) {
    const read = recordFieldRead(ref, FIELD) ?? destructuredField(ref, FIELD, ctx);
    if (read) found.push(read);
  }
  for (const read of found) {
    if (seen.has(read.value)) continue;
    seen.add(read.value);
    ctx.report(read, 'read');
  }
}
