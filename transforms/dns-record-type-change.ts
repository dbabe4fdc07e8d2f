import type { MaybeNode } from '../src/cloudflare';
import type { ASTPath, ObjectExpression } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { codeOf } from '../src/edit/text-edits';
import { localInit } from '../src/ast/bindings';
import { literalText } from '../src/edit/literals';
import {
  DNS_RECORD,
  bodyObject,
  currentIndex,
  dnsRecordCalls,
  getProperty,
  isMember,
  matchEndpoint,
  memberName,
  objectOf,
  propertyValue,
  recordTypes,
  resultItems,
  stringValue,
  typedItems,
  unwrap,
  type ApiCall,
} from '../src/cloudflare';

const messages = {
  typeChange: `changing a DNS record's type in place ends 2026-06-30: if {{type}} can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
its body: { "deletes": [{ "id": <record id> }], "posts": [<the new record, with its type>] }
(or DELETE /zones/:zone_id/dns_records/:id, then POST /zones/:zone_id/dns_records; the new record gets a new id)`,
} as const;
type Ctx = TransformContext<typeof messages>;

/** Where a known DNS record value came from: the call whose result it is (undefined: typed as a record). */
type Source = { call?: ApiCall };

export default defineTransform({
  id: 'dns-record-type-change',
  eol: '2026-06-30',
  source: 'later',
  kind: 'report',
  title: "DNS records: changing a record's type in place",
  replacement: 'DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch',
  triggers: ['type'],
  example: 'fetch-ddns',
  explain: `From 2026-06-30 PUT and PATCH /zones/:zone_id/dns_records/:id may no longer change a record's type;
the record is deleted and a new one created instead (DELETE then POST, or both at once with POST
/zones/:zone_id/dns_records/batch { deletes: [{ id }], posts: [record] }: the new record has a new id).
Reports each update (fetch, axios and instances, got, ky, in-file and configured wrappers, SDK v2
dnsRecords.edit, v3+ dns.records.update/edit) whose body, an object literal, sets type to a value that
can differ from the record's own type, with the batch request spelled out. Left alone, as they re-send
the type the record has:
- type: record.type where record is the record being updated, read from the API (its id is record.id,
  or it is the result of a GET of the same id) or typed as a hand-written DNS record type and updated
  by record.id;
- a literal type (type: 'A') on a record found by a list filtered on that same type (GET
  ...dns_records?type=A&name=..., or params { type: 'A' }) and updated by that record's id (also
  held in a const first: const id = found.result[0].id);
- type: kind on a record picked out with .find((r) => r.type === kind) and updated by that record's id
  (kind never written again in the file);
- bodies that set no type, or spread a record ({ ...record, content }); a spread of another value
  whose type the code reads ({ ...record, ...changes } beside changes.type) is reported.
Anything else that sets type is reported: when it cannot tell whether the type differs, it says so
(a type from a parameter, another record, or a literal on a record found otherwise).`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    const calls = dnsRecordCalls(ctx);
    // Every reference to a record the code holds, with where it came from: one call, so no \`alike\`
    // (a variable that several lists fill holds records of any of their filters).
    const sources = new Map<unknown, Source>();
    for (const { call, lists } of calls) {
      if (call.method === undefined) continue;
      for (const ref of resultItems(ctx, call, { list: lists })) sources.set(ref.path.value, { call });
    }
    for (const { ref } of typedItems(ctx, recordTypes(ctx).typeNames, { variables: true })) {
      if (!sources.has(ref.path.value)) sources.set(ref.path.value, {});
    }
    for (const { call } of calls) {
      if ((call.method !== 'PUT' && call.method !== 'PATCH') || !matchEndpoint(call.endpoint, DNS_RECORD)) continue;
      const body = bodyObject(ctx, call);
      const type = body?.type === 'ObjectExpression' ? getProperty(body, 'type') : undefined;
      if (!type) {
        const spread = body?.type === 'ObjectExpression' ? typeSpread(ctx, body, sources) : undefined;
        if (spread) ctx.report(call.path, 'typeChange', { type: `${spread}.type` });
        continue;
      }
      if (type.type === 'ObjectMethod' || type.computed) continue;
      if (sameType(ctx, call, unwrap(type.value), sources)) continue;
      ctx.report(call.path, 'typeChange', { type: codeOf(type.value, ctx.file.source) ?? 'this type' });
    }
  },
});

/**
 * A value spread into an update body with no `type` of its own (`{ ...current, ...changes }`) that is
 * not a record read from the API but whose `type` the code reads (`changes.type`): the caller's input,
 * which may carry another type. Its name, or undefined. A spread object literal of the file without a
 * `type` (`const patch = { content }`) is not one.
 */
function typeSpread(ctx: Ctx, body: ObjectExpression, sources: Map<unknown, Source>): string | undefined {
  // The last spread wins: it is the one whose type the body sends.
  for (const p of [...body.properties].reverse()) {
    if (p.type !== 'SpreadElement' && p.type !== 'SpreadProperty') continue;
    const arg = unwrap(p.argument);
    if (arg?.type !== 'Identifier' || sources.has(arg)) continue;
    const binding = ctx.root.find(ctx.j.Identifier, { name: arg.name }).filter((q: ASTPath) => sources.has(q.value));
    if (binding.size() > 0) continue;
    const readsType = ctx.root
      .find(ctx.j.MemberExpression, { object: { type: 'Identifier', name: arg.name } })
      .filter((q: ASTPath) => memberName(q.value) === 'type').size() > 0;
    if (readsType) return arg.name;
  }
  return undefined;
}

/** The record id an update is sent to, as written: the URL's last dynamic part, or the SDK's id argument. */
function updatedId(call: ApiCall): MaybeNode {
  const args = call.path.value.arguments;
  if (call.sdk) return unwrap(call.sdk.generation === 'v2' ? args[1] : args[0]);
  const dynamic = (call.url?.parts ?? []).filter((p) => p.kind === 'dynamic');
  return unwrap(dynamic[dynamic.length - 1]?.node);
}

/** Whether the type written can only be the record's own type. */
function sameType(ctx: Ctx, call: ApiCall, value: MaybeNode, sources: Map<unknown, Source>): boolean {
  const id = updatedId(call);
  if (!id) return false;
  const idCode = codeOf(id, ctx.file.source);
  // type: record.type
  if (isMember(value) && memberName(value) === 'type') {
    const holder = unwrap(value.object);
    const source = sources.get(holder);
    if (!source) return false;
    // Updated by the same record's id (record.id).
    if (isMember(id) && memberName(id) === 'id' && holder.type === 'Identifier' && unwrap(id.object)?.type === 'Identifier' && unwrap(id.object).name === holder.name) return true;
    // The result of a GET of the same id.
    const get = source.call;
    return get !== undefined && get.method === 'GET' && matchEndpoint(get.endpoint, DNS_RECORD) && idCode !== undefined && codeOf(updatedId(get), ctx.file.source) === idCode;
  }
  const recordId = heldId(ctx, call, id);
  // type: kind on a record picked out by `.find((r) => r.type === kind)`, updated by its id.
  if (value?.type === 'Identifier' && isMember(recordId) && memberName(recordId) === 'id' && unwrap(recordId.object)?.type === 'Identifier') {
    if (foundByType(ctx, call, unwrap(recordId.object).name, value.name)) return true;
  }
  // type: 'A' on a record found by a list filtered on type=A, updated by its id (or a const holding it).
  const literal = stringValue(value);
  if (literal === undefined || !isMember(recordId) || memberName(recordId) !== 'id') return false;
  const source = sources.get(unwrap(recordId.object));
  const list = source?.call;
  return list !== undefined && list.method === 'GET' && !matchEndpoint(list.endpoint, DNS_RECORD) && listedType(ctx, list) === literal.toUpperCase();
}

/**
 * Whether `record` is declared once as `list.find((r) => r.type === kind)` (either side, `==` too, an
 * arrow or a function returning the comparison) and `kind` is never written in the file: the record
 * found has the type `kind` holds, so a body sending `type: kind` re-sends the record's own type.
 */
function foundByType(ctx: Ctx, call: ApiCall, record: string, kind: string): boolean {
  const init = unwrap(localInit(ctx, call.path, record));
  if ((init?.type !== 'CallExpression' && init?.type !== 'OptionalCallExpression') || memberName(init.callee) !== 'find') return false;
  const fn = unwrap(init.arguments[0]);
  if ((fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') || fn.params.length !== 1 || fn.params[0].type !== 'Identifier') return false;
  const param = fn.params[0].name;
  const statements = fn.body.type === 'BlockStatement' ? fn.body.body : undefined;
  const test = unwrap(statements ? (statements.length === 1 && statements[0].type === 'ReturnStatement' ? statements[0].argument : undefined) : fn.body);
  if (test?.type !== 'BinaryExpression' || (test.operator !== '===' && test.operator !== '==')) return false;
  const isParamType = (n: MaybeNode) => isMember(n) && memberName(n) === 'type' && unwrap(n.object)?.type === 'Identifier' && unwrap(n.object).name === param;
  const isKind = (n: MaybeNode) => n?.type === 'Identifier' && n.name === kind && kind !== param;
  const [l, r] = [unwrap(test.left), unwrap(test.right)];
  if (!((isParamType(l) && isKind(r)) || (isParamType(r) && isKind(l)))) return false;
  // Written anywhere in the file (`kind = …`, `kind += …`, `kind++`) under that name: not sure what it holds.
  const index = currentIndex(ctx);
  const names = (n: MaybeNode) => n?.type === 'Identifier' && n.name === kind;
  return !index.of('AssignmentExpression').some((p) => names(p.value.left)) && !index.of('UpdateExpression').some((p) => names(p.value.argument));
}

/** `existingId` declared once as `const existingId = found.result[0].id` (`!` and casts aside): that initialiser; else the id as written. */
function heldId(ctx: Ctx, call: ApiCall, id: MaybeNode): MaybeNode {
  if (id?.type !== 'Identifier') return id;
  return unwrap(localInit(ctx, call.path, id.name)) ?? id;
}

/** The type a list request filters on, when written literally (`?type=A`, params `{ type: 'A' }`, SDK `{ type: 'A' }`). */
function listedType(ctx: Ctx, call: ApiCall): string | undefined {
  const inQuery = /(?:^|&)type=([A-Za-z]+)(?:&|$)/.exec(call.query)?.[1];
  if (inQuery) return inQuery.toUpperCase();
  const objects = call.sdk ? [objectOf(ctx, call.bodyNode)] : (call.path.value.arguments ?? []).map((a: MaybeNode) => objectOf(ctx, propertyValue(objectOf(ctx, a), 'params') ?? propertyValue(objectOf(ctx, a), 'searchParams')));
  for (const o of objects) {
    const t = literalText(unwrap(propertyValue(o, 'type')));
    if (t) return t.toUpperCase();
  }
  return undefined;
}
