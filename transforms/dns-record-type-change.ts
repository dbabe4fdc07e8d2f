import type { MaybeNode } from '../src/ast';
import type { ASTPath, ObjectExpression, VariableDeclarator } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { codeOf } from '../src/edit/text-edits';
import { enclosingFunction, localInit, variableValues } from '../src/ast/bindings';
import { declarationsAt } from '../src/ast/scope';
import { keyedType, type KeyedType } from './lib/keyed-records';
import { heldRecord } from './lib/own-record';
import { guardedTypes } from './lib/type-guards';
import { stubbedRequest } from './lib/stubbed-fetch';
import { propertyWrites } from '../src/flow';
import { literalText } from '../src/edit/literals';
import {
  DNS_RECORD,
  anyKeyWrites,
  bodyObject,
  dnsRecordCalls,
  filledBody,
  matchEndpoint,
  objectOf,
  recordTypes,
  resultItems,
  typedItems,
  type ApiCall,
  type ItemRef,
} from '../src/cloudflare';
import { currentIndex, withoutEncoder, getProperty, isCall, isMember, isProperty, keyName, memberName, pathOfNode, propertyValue, stringValue, unwrap } from '../src/ast';

const messages = {
  typeChange: `changing a DNS record's type in place ends 2026-06-30: if {{type}} can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
its body: { "deletes": [{ "id": <record id> }], "posts": [<the new record, with its type>] }
(or DELETE /zones/:zone_id/dns_records/:id, then POST /zones/:zone_id/dns_records; the new record gets a new id)`,
} as const;
type Ctx = TransformContext<typeof messages>;

/**
 * Where a known DNS record value came from: the call whose result it is (undefined: typed as a
 * record), and the predicate callbacks it went through (`.filter((r) => r.type === 'SRV')`).
 */
type Source = { call?: ApiCall; filters: ItemRef['filters'] };

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
can differ from the record's own type, with the batch request spelled out; also a body filled field by
field (o.type = args.newType || rec.type; edit(zone, id, o)), through a wrapper of another module of
the run that sends its caller's body too. Left alone, as they re-send
the type the record has:
- type: record.type where record is the record being updated: updated by record.id, read from the
  API or held as listed (list[0], list.find(...), list.filter(...)[0], a for...of element, a helper
  such as pickFirst(list.filter(...)), of a list read from a call or a store, not from a parameter,
  JSON.parse, Object.assign, a ?: or ??, nor a map that sets type; never given another name, handed
  to a call or retyped by a loop over its list), or the result of a GET of the same id; the id and the type may
  be held first (const id = record.id, const { id, type } = record), as long as both are read off the
  same record (one variable, never written, and no record.type = ... in the file);
- a type a guard over the update proves equal to the record's (if (rec && rec.type !== kind) throw
  or return before it, the update inside if (rec.type === kind)), rec being the record updated;
- a literal type (type: 'A') on a record found by a list filtered on that same type (GET
  ...dns_records?type=A&name=..., params { type: 'A' }, SDK list({ type: 'A' })), or picked out with
  .filter/.find((r) => r.type === 'A'), one of the && terms too, and updated by that record's id;
  type: kind the same way after .find((r) => r.type === kind) (kind never written again in the file);
- a type on an id (or a record) kept in a const Map by name and type, ids.set(\`\${r.name}/\${r.type}\`,
  r.id) for each record listed and nothing else put in it, read with a key that has the same type
  (ids.get(\`\${name}/A\`) with type: 'A', or the same name kind with type: kind); the type first or
  last in the key, next to a separator a type cannot hold;
- bodies that set no type, or spread a record ({ ...record, content }), the record updated
  (record.id) whatever else reads its type; a spread of another value whose type the code reads
  ({ ...record, ...changes } beside changes.type) is reported;
- calls in a unit test: a test file that replaces the global fetch with a stub (a function,
  jest.fn(), vi.fn(), sinon.stub()) calling the update through fetch with a record id it writes out
  ('rec-1'): no request leaves, and the id names no record (a polyfill, axios or got are reported).
Anything else that sets type is reported: when it cannot tell whether the type differs, it says so
(a type from a parameter, another record or a stored row, a literal on a record found otherwise or
listed by another type, a map also filled some other way or handed to a function). A body filled by
copying keys (body[k] = input[k]) sets type when k walks a list that holds 'type'
(['type', 'name'].forEach(…), for (const k of FIELDS)); with keys the code computes otherwise
(Object.keys(input)), type may be among them: reported too.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    const calls = dnsRecordCalls(ctx);
    // Every reference to a record the code holds, with where it came from: one call, so no \`alike\`
    // (a variable that several lists fill holds records of any of their filters).
    const sources = new Map<unknown, Source>();
    for (const { call, lists } of calls) {
      if (call.method === undefined) continue;
      for (const ref of resultItems(ctx, call, { list: lists })) sources.set(ref.path.value, { call, filters: ref.filters });
    }
    for (const { ref } of typedItems(ctx, recordTypes(ctx).typeNames, { variables: true })) {
      if (!sources.has(ref.path.value)) sources.set(ref.path.value, { filters: ref.filters });
    }
    for (const { call } of calls) {
      if ((call.method !== 'PUT' && call.method !== 'PATCH') || !matchEndpoint(call.endpoint, DNS_RECORD)) continue;
      // A unit test's call, with fetch stubbed and a made-up record id (stubbed-fetch.ts).
      if (stubbedRequest(ctx, call)) continue;
      const body = bodyObject(ctx, call);
      const type = body?.type === 'ObjectExpression' ? getProperty(body, 'type') : undefined;
      // A body filled field by field (`o.type = args.newType || rec.type` before `edit(zone, id, o)`): each type it may be given.
      const filled = type ? undefined : filledBody(ctx, call, 'type');
      if (filled) {
        const changing = propertyWrites(filled, 'type').find((w) => !sameType(ctx, call, unwrap(w.value), sources));
        if (changing) ctx.report(call.path, 'typeChange', { type: codeOf(changing.value, ctx.file.source) ?? 'this type' });
        continue;
      }
      if (!type) {
        const spread = body?.type === 'ObjectExpression' ? typeSpread(ctx, call, body, sources) : undefined;
        if (spread) {
          ctx.report(call.path, 'typeChange', { type: `${spread}.type` });
          continue;
        }
        // Written through a key the code computes and the layer does not know (`body[k] = input[k]`): `type` may be among them.
        const [anyKey] = anyKeyWrites(ctx, call);
        if (anyKey) ctx.report(call.path, 'typeChange', { type: codeOf(anyKey.value, ctx.file.source) ?? 'this type' });
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
function typeSpread(ctx: Ctx, call: ApiCall, body: ObjectExpression, sources: Map<unknown, Source>): string | undefined {
  const record = updatedRecord(ctx, call);
  // The last spread wins: it is the one whose type the body sends.
  for (const p of [...body.properties].reverse()) {
    if (p.type !== 'SpreadElement' && p.type !== 'SpreadProperty') continue;
    const arg = unwrap(p.argument);
    // The record whose id is updated, spread last: it re-sends its own type, whatever else reads it (own-record.ts).
    if (arg?.type === 'Identifier' && record && sameRecord(ctx, { holder: arg, field: 'type', at: call.path }, record) && (sources.has(record.holder) || heldRecord(ctx, call.path, arg.name))) return undefined;
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
  // `encodeURIComponent(record.id)` sends the record's id.
  return withoutEncoder(dynamic[dynamic.length - 1]?.node);
}

/** The record whose id an update is sent to: `record.id`, or a name given it (`const id = found.result[0].id`, `const { id } = record`). */
function updatedRecord(ctx: Ctx, call: ApiCall): FieldRead | undefined {
  const id = updatedId(call);
  const read = id ? fieldRead(ctx, call.path, id) : undefined;
  return read?.field === 'id' ? read : undefined;
}

/** A field read off a value: `holder.field` as written at `at`, or through a name declared once from it. */
interface FieldRead {
  holder: MaybeNode;
  field: string;
  /** Where the holder is written (names in it stand for what they do there). */
  at: ASTPath;
}

/**
 * `record.id` written at `at`, or a name given it once and never written again (`const id = record.id`,
 * `const { id } = record`, `const { type: kind } = record`): the record and the field. Undefined for
 * anything else.
 */
function fieldRead(ctx: Ctx, at: ASTPath, node: MaybeNode): FieldRead | undefined {
  const n = unwrap(node);
  const member = (m: MaybeNode, where: ASTPath): FieldRead | undefined => {
    const field = isMember(m) ? memberName(m) : undefined;
    return field === undefined ? undefined : { holder: unwrap((m as { object: MaybeNode }).object), field, at: where };
  };
  if (isMember(n)) return member(n, at);
  if (n?.type !== 'Identifier') return undefined;
  const declared = declarationsAt(currentIndex(ctx), at, n.name);
  const declarator: ASTPath<VariableDeclarator> | undefined = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator?.value.init) return undefined;
  const { id, init } = declarator.value;
  // A const, or a let given no other value.
  if (declarator.parent?.value.kind !== 'const' && variableValues(ctx, enclosingFunction(declarator)?.value ?? ctx.root.get().value, declarator)?.length !== 1) return undefined;
  if (id.type === 'Identifier') return member(unwrap(init), declarator);
  if (id.type !== 'ObjectPattern') return undefined;
  for (const p of id.properties) {
    if (!isProperty(p) || p.computed || unwrap(p.value)?.type !== 'Identifier' || unwrap(p.value).name !== n.name) continue;
    const field = keyName(p);
    return field === undefined ? undefined : { holder: unwrap(init), field, at: declarator };
  }
  return undefined;
}

/** Whether the name is written anywhere in the file (`kind = …`, `kind += …`, `kind++`): then what it holds at one place is not sure. */
function writtenInFile(ctx: Ctx, name: string): boolean {
  const index = currentIndex(ctx);
  const names = (n: MaybeNode) => n?.type === 'Identifier' && n.name === name;
  return index.of('AssignmentExpression').some((p) => names(p.value.left)) || index.of('UpdateExpression').some((p) => names(p.value.argument));
}

/** The variable a holder is read from: `found` in `found`, `found.result[0]`; undefined through calls or `this`. */
function rootName(holder: MaybeNode): string | undefined {
  let n = unwrap(holder);
  while (isMember(n) && (!n.computed || stringValue(n.property) !== undefined || unwrap(n.property)?.type === 'NumericLiteral')) n = unwrap(n.object);
  return n?.type === 'Identifier' ? n.name : undefined;
}

/**
 * Whether two field reads read the same record: the same expression, whose variable is one declaration
 * at both places and never written, and no `record.type = …` in the file that could give the record
 * another type before it is sent back.
 */
function sameRecord(ctx: Ctx, a: FieldRead, b: FieldRead): boolean {
  const source = ctx.file.source;
  const text = codeOf(a.holder, source);
  const name = rootName(a.holder);
  if (text === undefined || text !== codeOf(b.holder, source) || name === undefined) return false;
  const index = currentIndex(ctx);
  const [atA, atB] = [declarationsAt(index, a.at, name), declarationsAt(index, b.at, name)];
  if (atA.length !== 1 || atB.length !== 1 || atA[0].id !== atB[0].id || writtenInFile(ctx, name)) return false;
  const assigned = index.of('AssignmentExpression').some((p) => {
    const left = unwrap(p.value.left);
    return isMember(left) && memberName(left) === 'type' && codeOf(unwrap(left.object), source) === text;
  });
  // `Object.assign(record, changes)` may set it too.
  const merged = index.of('CallExpression').some((p) => {
    const callee = unwrap(p.value.callee);
    return isMember(callee) && memberName(callee) === 'assign' && unwrap(callee.object)?.type === 'Identifier' && unwrap(callee.object).name === 'Object' && codeOf(unwrap(p.value.arguments[0]), source) === text;
  });
  return !assigned && !merged;
}

/** Whether the type written can only be the record's own type. */
function sameType(ctx: Ctx, call: ApiCall, value: MaybeNode, sources: Map<unknown, Source>): boolean {
  const id = updatedId(call);
  if (!id) return false;
  const record = updatedRecord(ctx, call);
  // type: record.type (or a `type` destructured from it).
  const typeRead = fieldRead(ctx, call.path, value);
  const ownRead = typeRead?.field === 'type' ? typeRead : undefined;
  const holder = ownRead ? sources.get(ownRead.holder) : undefined;
  // The same record the id is read from: read from the API, typed as a record, or any the code holds, however it got it (own-record.ts).
  if (ownRead && record && sameRecord(ctx, ownRead, record) && (holder || heldRecord(ctx, record.at, rootName(record.holder)))) return true;
  if (ownRead && holder) {
    // The result of a GET of the same id.
    const get = holder.call;
    const idCode = codeOf(id, ctx.file.source);
    if (get !== undefined && get.method === 'GET' && matchEndpoint(get.endpoint, DNS_RECORD) && idCode !== undefined && codeOf(updatedId(get), ctx.file.source) === idCode) return true;
  }
  // What the code knows of the type of the record whose id is sent, or of the id kept by name and type.
  const known = record ? knownTypes(ctx, record, sources) : [];
  // A guard over the update: `if (rec && rec.type !== kind) throw …`, `if (rec.type === kind) { … }` (type-guards.ts).
  const name = record ? rootName(record.holder) : undefined;
  if (record && name) known.push(...guardedTypes(call.path, name, (holder, at) => sameRecord(ctx, { holder, field: 'type', at }, record)));
  const lookup = unwrap(id)?.type === 'Identifier' ? unwrap(localInit(ctx, call.path, unwrap(id).name)) : id;
  const keyed = keyedType({ ctx, source: ctx.file.source, lookup, holds: 'id', isRecord: (n) => sources.has(n) });
  if (keyed) known.push(keyed);
  return known.some((k) => sends(ctx, value, k));
}

/**
 * The types the code knows a record to have: the type a list it came from is filtered on (`?type=A`,
 * SDK `{ type: 'A' }`), the `r.type === …` tests of the `filter`/`find` callbacks it went
 * through, and the type in the key of a map it is read from by name and type.
 */
function knownTypes(ctx: Ctx, record: FieldRead, sources: Map<unknown, Source>): KeyedType[] {
  const out: KeyedType[] = [];
  const source = sources.get(record.holder);
  const list = source?.call;
  if (list !== undefined && list.method === 'GET' && !matchEndpoint(list.endpoint, DNS_RECORD)) {
    const listed = listedType(ctx, list);
    if (listed) out.push({ literal: listed });
  }
  for (const f of source?.filters ?? []) out.push(...typeTests(f.fn, f.param));
  const held = record.holder?.type === 'Identifier' ? unwrap(localInit(ctx, record.at, record.holder.name)) : record.holder;
  // A record picked out of a list the engine does not follow: `const found = list.find((r) => r.type === kind)`.
  if (!source && isCall(held) && memberName(held.callee) === 'find') {
    const fn = unwrap(held.arguments[0]);
    const param = fn?.params?.[0];
    if (param?.type === 'Identifier') out.push(...typeTests(fn, param.name));
  }
  const keyed = keyedType({ ctx, source: ctx.file.source, lookup: held, holds: 'record', isRecord: (n) => sources.has(n) });
  if (keyed) out.push(keyed);
  return out;
}

/**
 * What a predicate callback (`(r) => r.type === 'A'`, either side, `==` too, an arrow or a function
 * returning the test, one of the `&&` terms) requires of its element's type: a type written out, or
 * a name (not the parameter).
 */
function typeTests(callback: MaybeNode, param: string): KeyedType[] {
  const fn = unwrap(callback);
  if (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') return [];
  const statements = fn.body.type === 'BlockStatement' ? fn.body.body : undefined;
  const test = statements ? (statements.length === 1 && statements[0].type === 'ReturnStatement' ? statements[0].argument : undefined) : fn.body;
  const isParamType = (n: MaybeNode) => isMember(n) && memberName(n) === 'type' && unwrap(n.object)?.type === 'Identifier' && unwrap(n.object).name === param;
  const out: KeyedType[] = [];
  const visit = (node: MaybeNode): void => {
    const t = unwrap(node);
    if (t?.type === 'LogicalExpression' && t.operator === '&&') return (visit(t.left), visit(t.right));
    if (t?.type !== 'BinaryExpression' || (t.operator !== '===' && t.operator !== '==')) return;
    const [l, r] = [unwrap(t.left), unwrap(t.right)];
    const other = isParamType(l) ? r : isParamType(r) ? l : undefined;
    const literal = stringValue(other);
    if (literal !== undefined) out.push({ literal });
    else if (other?.type === 'Identifier' && other.name !== param) out.push({ expression: other });
  };
  visit(test);
  return out;
}

/**
 * Whether the body's type is the type known: the same type written out (as a list filter's, in any
 * case), or the same name, standing for one declaration at both places and never written in the file.
 */
function sends(ctx: Ctx, value: MaybeNode, known: KeyedType): boolean {
  if ('literal' in known) return stringValue(value)?.toUpperCase() === known.literal.toUpperCase();
  const [sent, held] = [unwrap(value), unwrap(known.expression)];
  if (sent?.type !== 'Identifier' || held?.type !== 'Identifier' || sent.name !== held.name || writtenInFile(ctx, sent.name)) return false;
  const index = currentIndex(ctx);
  const [at, from] = [pathOfNode(ctx, sent), pathOfNode(ctx, held)];
  const [a, b] = at && from ? [declarationsAt(index, at, sent.name), declarationsAt(index, from, sent.name)] : [[], []];
  return a.length === 1 && b.length === 1 && a[0].id === b[0].id;
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
