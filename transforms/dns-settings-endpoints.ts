import type { ASTPath, Identifier } from 'jscodeshift';
import { declaredReads } from '../src/flow/binding-uses';
import { currentIndex } from '../src/ast/node-index';
import { declarationsAt } from '../src/ast/scope';
import type { TransformContext } from '../src/types';
import { defineTransform } from '../src/transform';
import { isGuard } from '../src/ast/conditions';
import {
  ENDPOINTS,
  addresses,
  bodyObject,
  endpointOf,
  findApiCalls,
  matchEndpoint,
  removeTrailingSegment,
  resolveUrl,
  responseBindings,
  resultReads,
  safeLiteralEdits,
  segmentSite,
  type ApiCall,
  type ResponseBinding,
} from '../src/cloudflare';
import { outermostStrings } from '../src/flow';
import { getProperty, isCall, isMember, isProperty, keyName, memberName, receiverKey, unwrap, identifiersIn, isValueUse } from '../src/ast';
import { renameProperty } from '../src/edit/properties';

/** The two per-setting endpoints folded into /zones/:zone_id/dns_settings, and the field each became. */
const SETTINGS: Array<{ segment: string; field: string }> = [
  { segment: 'use_apex_ns', field: 'multi_provider' },
  { segment: 'secondary_overrides', field: 'secondary_overrides' },
];
const NEW_ENDPOINT = ENDPOINTS.dnsSettings;
/** The URL text before the slash of the removed segment. */
const UNDER_ZONE = /\/client\/v4\/zones\/[^/?#]+\/dns_settings$/;
/** The same, up to the segment itself (for locating the literal it is written in). */
const UNDER_DNS_SETTINGS = /\/client\/v4\/zones\/[^/?#]+\/dns_settings\/$/;

/** Envelope and response-object members that say nothing about the result's shape. */
const OTHER_MEMBERS = new Set(['success', 'errors', 'messages', 'result_info', 'ok', 'status', 'statusText', 'headers']);

interface Plan {
  call: ApiCall;
  segment: string;
  field: string;
  urlNode: any;
  literals: any[];
  /** The `value` property of the PATCH body, renamed to the field. */
  valueProp?: any;
}

const MOVE = `move this call to ${NEW_ENDPOINT} (field {{field}})` as const;
const GONE = `/dns_settings/{{segment}} is gone since 2024-09-13; GET/PATCH ${NEW_ENDPOINT} reads and sends { {{field}} } instead of { value }.` as const;

const messages = {
  segmentDynamic: `move this call to ${NEW_ENDPOINT} (field multi_provider): the setting segment is dynamic
/dns_settings/use_apex_ns is gone since 2024-09-13; GET/PATCH ${NEW_ENDPOINT} reads and sends { multi_provider } instead of { value }.
For secondary_overrides the field keeps its name.`,
  methodUnknown: `${MOVE}: the request method is not known here\n${GONE}`,
  segmentNotWritten: `${MOVE}: the {{segment}} segment is not written where this call can edit it\n${GONE}`,
  constShared: `${MOVE}: its URL is built from a const that other code also uses\n${GONE}`,
  bodyNotValue: `send PATCH ${NEW_ENDPOINT} with { {{field}}: <value> } (/dns_settings/{{segment}} is gone since 2024-09-13)
The old body was { value: <value> }; only a literal object with exactly that property is rewritten.`,
  urlNotSent: `this URL is /dns_settings/{{segment}}, gone since 2024-09-13: its callers must use ${NEW_ENDPOINT} (field {{field}})
No call of this file sends it, so the codemod cannot move the body and response reads with it.`,
  responseUnfollowed: `callers reading result.value must read result.{{field}}: this response now comes from ${NEW_ENDPOINT}
The response is used in a way the codemod cannot follow (returned, passed on or read whole).`,
} as const;

/** The expression around a call that still stands for its response: through await, casts, `.json()` and `.then(r => r.json())`. */
function responseTop(path: ASTPath): ASTPath {
  let cur = path;
  for (;;) {
    const parent = cur.parentPath?.value;
    if (!parent) return cur;
    if (parent.type === 'AwaitExpression' || (unwrap(parent) !== parent && parent.expression === cur.value)) {
      cur = cur.parentPath!;
      continue;
    }
    // x.json() / x.then((r) => r.json())
    if (isMember(parent) && parent.object === cur.value && isCall(cur.parentPath!.parentPath?.value)) {
      const call = cur.parentPath!.parentPath!.value;
      const name = memberName(parent);
      const fn = call.arguments?.[0];
      const body = fn && fn.body?.type !== 'BlockStatement' ? unwrap(fn.body) : undefined;
      const peelsJson = name === 'json' && call.arguments.length === 0;
      const thenJson = name === 'then' && call.arguments.length === 1 && isCall(body) && isMember(body.callee) && memberName(body.callee) === 'json';
      if (call.callee === parent && (peelsJson || thenJson)) {
        cur = cur.parentPath!.parentPath!;
        continue;
      }
    }
    return cur;
  }
}

/** References to a name inside a scope (not declarations, keys or member names). */
function references(ctx: TransformContext, scope: any, name: string): ASTPath[] {
  return identifiersIn(ctx, scope, name).filter(isValueUse);
}

/** Member names read from a reference, and the outermost member path. */
function chainFrom(ref: ASTPath): { names: string[]; top: ASTPath } {
  const names: string[] = [];
  let cur = ref;
  for (;;) {
    let up = cur;
    while (up.parentPath && unwrap(up.parentPath.value) === up.value && up.parentPath.value !== up.value) up = up.parentPath;
    const parent = up.parentPath?.value;
    if (!isMember(parent) || parent.object !== up.value) return { names, top: up };
    const name = memberName(parent);
    if (name === undefined) return { names, top: up };
    names.push(name);
    cur = up.parentPath!;
  }
}

/**
 * Where a call's response is used in a way the rewrite cannot follow (returned, passed on, read
 * whole, destructured deeper than `{ data }` / `{ result }`), or undefined when every use is a read
 * of `result.value` (rewritten), of another envelope member, or there is no use at all.
 */
function unfollowedUse(ctx: TransformContext, call: ApiCall, field: string): ASTPath | undefined {
  const top = responseTop(call.path);
  const parent = top.parentPath?.value;
  if (parent?.type === 'ExpressionStatement') return undefined;
  if (parent?.type !== 'VariableDeclarator' || parent.init !== top.value) return top;

  const bindings = responseBindings(ctx, call);
  // Each binding's reads by scope (a callback's own `res` or `body` is another value).
  const byId = new Map<Identifier, ResponseBinding[]>();
  for (const b of bindings) byId.set(b.id, [...(byId.get(b.id) ?? []), b]);
  const reads = (id: Identifier): ASTPath[] => declaredReads(currentIndex(ctx), ctx.root, id).filter(isValueUse);

  // The declarators that hold the response: the call's own, and those of `await res.json()`.
  const declarators: any[] = [parent];
  // A name holding a response object that is still to be parsed.
  const plain = parent.id.type === 'Identifier' && !byId.has(parent.id) ? [parent.id] : [];

  for (const id of plain) {
    for (const ref of reads(id)) {
      const { names, top: readTop } = chainFrom(ref);
      if (names.length === 0) return ref;
      if (names[0] === 'json' && names.length === 1 && isCall(readTop.parentPath?.value) && readTop.parentPath!.value.callee === readTop.value) {
        const jsonTop = responseTop(readTop.parentPath!);
        const holder = jsonTop.parentPath?.value;
        if (holder?.type !== 'VariableDeclarator' || holder.init !== jsonTop.value) return jsonTop;
        declarators.push(holder);
      } else if (!OTHER_MEMBERS.has(names[0])) return ref;
    }
  }
  for (const d of declarators) {
    if (d.id.type === 'Identifier') continue;
    if (d.id.type !== 'ObjectPattern') return top;
    for (const prop of d.id.properties) {
      if (prop.type === 'RestElement') return top;
      const key = keyName(prop);
      if (key === undefined) return top;
      if ((key === 'result' || key === 'data' || key === 'body') && prop.value?.type !== 'Identifier') return top;
    }
  }
  for (const [id, list] of byId) {
    for (const ref of reads(id)) {
      const { names, top: readTop } = chainFrom(ref);
      const b = list
        .filter((x) => x.path.every((n, i) => names[i] === n))
        .sort((x, y) => y.path.length - x.path.length)[0];
      if (!b) {
        if (names.length === 0) return ref;
        continue; // another member of an axios-like response (status, headers)
      }
      const rel = names.slice(b.path.length);
      if (b.level === 'envelope') {
        if (rel.length === 0) return ref;
        if (rel[0] === 'result') {
          if (rel.length === 1 && isGuard(readTop)) continue; // `body.result && …`
          if (rel[1] !== 'value' && rel[1] !== field) return ref;
        } else if (!OTHER_MEMBERS.has(rel[0]) && rel[0] !== 'json') return ref;
      } else if (rel[0] !== 'value' && rel[0] !== field) return ref;
    }
  }
  return undefined;
}

/**
 * Inline types written on the response (`await api.get<{ result: { value: boolean } }>(…)`,
 * `(await cfRequest(…)) as Envelope<{ value: boolean }>`, `const body: Envelope<{ value: boolean }> = …`):
 * their `value` member becomes the new field. Named types declared elsewhere are left to the compiler.
 */
function renameTypedValue(ctx: TransformContext, call: ApiCall, field: string): void {
  const typeNodes: any[] = [];
  const node = call.path.value;
  typeNodes.push(node.typeParameters, node.typeArguments);
  const top = responseTop(call.path);
  for (let p: ASTPath | null = call.path; p && p !== top.parentPath; p = p.parentPath) {
    if (p.value.type === 'TSAsExpression' || p.value.type === 'TSTypeAssertion' || p.value.type === 'TSSatisfiesExpression') typeNodes.push(p.value.typeAnnotation);
  }
  const holder = top.parentPath?.value;
  if (holder?.type === 'VariableDeclarator' && holder.init === top.value) typeNodes.push(holder.id.typeAnnotation);
  renameValueSignatures(ctx, typeNodes, field);
}

/** Each `value` member written in these type nodes becomes the new field. */
function renameValueSignatures(ctx: TransformContext, typeNodes: any[], field: string): void {
  for (const t of typeNodes) {
    if (!t) continue;
    ctx.j(t).find(ctx.j.TSPropertySignature).forEach((sig) => {
      if (keyName(sig.value) === 'value') {
        sig.value.key = ctx.j.identifier(field);
        sig.value.computed = false;
      }
    });
  }
}

/**
 * The types written on the binding a result read starts from, found by scope (`const data = (await
 * res.json()) as { result: { value: boolean } }`, `const data: Envelope<{ value: boolean }> = …`): its
 * `value` member becomes the new field, so the renamed read still type-checks. A name declared again in
 * a callback is another binding, and its type is left alone.
 */
function renameReadType(ctx: TransformContext, read: ASTPath, field: string): void {
  let root: any = read.value;
  while (isMember(root)) root = unwrap(root.object);
  if (root?.type !== 'Identifier') return;
  const declarator = declarationsAt(currentIndex(ctx), read, root.name)[0]?.declarator?.value;
  if (declarator?.type !== 'VariableDeclarator') return;
  const typeNodes: any[] = [(declarator.id as any).typeAnnotation];
  for (let init: any = declarator.init; init; init = init.type === 'AwaitExpression' ? init.argument : init.expression) {
    if (init.type === 'TSAsExpression' || init.type === 'TSTypeAssertion' || init.type === 'TSSatisfiesExpression') typeNodes.push(init.typeAnnotation);
    else if (init.type !== 'ParenthesizedExpression' && init.type !== 'AwaitExpression') break;
  }
  renameValueSignatures(ctx, typeNodes, field);
}

/** The `value` property when a body is a literal object with exactly that property (and not shared), else undefined. */
function valueProperty(ctx: TransformContext, call: ApiCall): any {
  const object = bodyObject(ctx, call);
  if (object?.type !== 'ObjectExpression' || object.properties.length !== 1) return undefined;
  const prop = getProperty(object, 'value');
  if (!prop || !isProperty(prop) || prop.computed && keyName(prop) === undefined) return undefined;
  // A body held in a const: the const must serve this call only.
  let n = unwrap(call.bodyNode);
  if (n?.type === 'CallExpression' && n.arguments.length === 1) n = unwrap(n.arguments[0]);
  const key = receiverKey(n);
  if (key && !key.startsWith('this.') && references(ctx, ctx.root.paths()[0].value, key).length !== 1) return undefined;
  return prop;
}

export default defineTransform({
  id: 'dns-settings-endpoints',
  eol: '2024-09-13',
  kind: 'rewrite+report',
  title: 'DNS settings: /dns_settings/use_apex_ns and /secondary_overrides → /dns_settings',
  replacement: 'GET/PATCH /zones/:zone_id/dns_settings with multi_provider / secondary_overrides',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: `${NEW_ENDPOINT}/use_apex_ns` }, { template: `${NEW_ENDPOINT}/secondary_overrides` }],
  triggers: ['use_apex_ns', 'secondary_overrides', 'dns_settings'],
  example: 'fetch-template',
  explain: `The dedicated DNS settings endpoints GET/PATCH /zones/:zone_id/dns_settings/use_apex_ns and
/zones/:zone_id/dns_settings/secondary_overrides ended on 2024-09-13. Their settings are fields of
GET/PATCH /zones/:zone_id/dns_settings: use_apex_ns is now multi_provider, secondary_overrides keeps its name.
Rewritten, for anchored calls (a URL on https://api.cloudflare.com/client/v4 written as a string, a
template or + concatenation, through consts of the file, an axios/got/ky instance with that base, an
in-file wrapper that prefixes its path, a wrapper or base constant named in the configuration):
- the URL: the last segment /use_apex_ns or /secondary_overrides is removed where it is written (also in
  a const, when every use of that const is such a call);
- the PATCH body { value: X } (literal, through JSON.stringify or a const used once) becomes
  { multi_provider: X } or { secondary_overrides: X };
- reads of the response's result.value (body.result.value after await res.json(), data.result.value
  and res.data.result.value with axios, { result } destructured, and the same after a wrapper call)
  become result.multi_provider or result.secondary_overrides, and a value member of a type written on
  that binding (const body = (await res.json()) as { result: { value: boolean } }) is renamed with them.
Reported, and left as they are: a PATCH body that is not a literal object with exactly the property
value (send { multi_provider: X } yourself); a URL whose segment is dynamic (/dns_settings/\${name}), is
split over two literals, sits in a wrapper's own prefix or in a const that other code also uses (move
the call by hand); a call whose method is not known; and, after rewriting the call, a response used in a
way that cannot be followed (returned whole, passed on, read as result, .then(cb)): its callers must read
result.multi_provider / result.secondary_overrides instead of result.value.
Left alone: the SDK's client.zones.dnsSettings.get/edit (v3.0-3.2), client.dns.settings.get/edit
(v3.3-4.1) and client.dns.settings.zone.get/edit (v4.2+), which already call /zones/:zone_id/dns_settings;
the same paths on other hosts (an app's own /dns_settings/use_apex_ns route), relative paths with no
anchor, and calls of a helper whose own request names the setting (enableApexNs(zoneId)): that request
is migrated, its callers stay.`,
  links: ['https://developers.cloudflare.com/dns/zone-setups/reference/dns-settings/', 'https://developers.cloudflare.com/api/resources/dns/subresources/settings/'],
  messages,
  run(ctx) {
    const { j, root, report, changed } = ctx;
    const plans: Plan[] = [];
    const seen = new Set<any>(); // literals holding the segment of a call found here
    const calls = findApiCalls(ctx);
    for (const call of calls) {
      if (call.surface === 'sdk') continue;
      const setting = SETTINGS.find((s) => addresses(call, `${NEW_ENDPOINT}/${s.segment}`));
      if (!setting) {
        if (addresses(call, ENDPOINTS.dnsSetting) && call.endpoint.endsWith('/:param')) {
          report(call.path, 'segmentDynamic');
        }
        continue;
      }
      const { segment, field } = setting;
      const site = call.url && segmentSite(call.url, segment, UNDER_DNS_SETTINGS);
      if (site) seen.add(site.node);
      if (call.method !== 'GET' && call.method !== 'PATCH') {
        if (call.method === undefined) report(call.path, 'methodUnknown', { segment, field });
        continue;
      }
      let valueProp: any;
      if (call.method === 'PATCH') {
        valueProp = valueProperty(ctx, call);
        if (!valueProp) {
          report(call.path, 'bodyNotValue', { segment, field });
          continue;
        }
      }
      if (!site || site.offset === 0) {
        report(call.path, 'segmentNotWritten', { segment, field });
        continue;
      }
      plans.push({ call, segment, field, urlNode: call.urlNode, literals: [site.node], valueProp });
    }

    // URLs of the old endpoints that no call of this file uses (a URL builder exported to other files).
    for (const expr of outermostStrings(j, root, ctx.memo)) {
      const url = resolveUrl({ j, root, memo: ctx.memo, node: expr.value, config: ctx.config });
      const endpoint = endpointOf(url);
      const setting = endpoint && SETTINGS.find((s) => matchEndpoint(endpoint.path, `${NEW_ENDPOINT}/${s.segment}`));
      if (!setting) continue;
      const site = segmentSite(url, setting.segment, UNDER_DNS_SETTINGS);
      if (site && seen.has(site.node)) continue;
      report(expr, 'urlNotSent', { segment: setting.segment, field: setting.field });
    }

    const { safe, shared } = safeLiteralEdits(ctx, plans);
    for (const p of shared) {
      report(p.call.path, 'constShared', { segment: p.segment, field: p.field });
    }
    const edited = new Set<any>();
    const renamed = new Set<any>();
    for (const p of safe) {
      if (removeTrailingSegment(p.call.url!, p.segment, UNDER_ZONE, edited) !== 'removed') {
        report(p.call.path, 'segmentNotWritten', { segment: p.segment, field: p.field });
        continue;
      }
      if (p.valueProp && !renamed.has(p.valueProp)) {
        renameProperty(p.valueProp, p.field, j);
        renamed.add(p.valueProp);
      }
      renameTypedValue(ctx, p.call, p.field);
      const escape = unfollowedUse(ctx, p.call, p.field);
      for (const read of resultReads(ctx, p.call, 'value')) {
        renameReadType(ctx, read, p.field);
        const member = read.value;
        member.property = j.identifier(p.field);
        member.computed = false;
      }
      changed();
      if (escape) report(escape, 'responseUnfollowed', { field: p.field });
    }
  },
});
