import type { MaybeNode } from '../src/ast';
import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { codeOf } from '../src/edit/text-edits';
import { boundMember, propertyWrites, readsParameter, wholeParameter, type ObjectValue, type PropertyWrite } from '../src/flow';
import { DNS_RECORD, anyKeyWrites, bodyObject, dnsRecordCalls, filledBody, matchEndpoint, sentExpression, sentObject, type ApiCall } from '../src/cloudflare';
import { currentIndex, enclosingFunction, getProperty, identifiersNamedIn, isMember, memberName, pathOfNode, stringValue, unwrap } from '../src/ast';
import { functionSites } from '../src/flow/method-sites';
import { declarationsAt } from '../src/ast/scope';
import { recordSources } from './lib/record-sources';
import { sameType, sentWholeSameType, spreadsUpdatedRecord, updatedId, updatesAnotherRecord, type FieldRead, type Sources } from './lib/same-record-type';
import { calledLookupType } from './lib/lookup-function';
import { gotRecordId, sentZone } from './lib/got-record';
import { callersBodyType, callersSendRecordType } from './lib/caller-record-types';
import { stubbedRequest } from './lib/stubbed-fetch';

const messages = {
  typeChange: `changing a DNS record's type in place ends 2026-06-30: if {{type}} can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
its body: { "deletes": [{ "id": <record id> }], "posts": [<the new record, with its type>] }
(or DELETE /zones/:zone_id/dns_records/:id, then POST /zones/:zone_id/dns_records; the new record gets a new id)`,
} as const;
type Ctx = TransformContext<typeof messages>;


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
the run that sends its caller's body too; and a literal a function or method of the file returns
(update(id, this.paramsFor(zone, entry)), or through a const holding its result), each type it writes:
one read off a parameter the function only reads members of (type: entry.type, a const given it,
const kind = entry.type, or a { type } destructured from the parameter or such a const) is read off the
argument the call passes, left alone when that is the record updated (edit(record.id,
proxiedCopy(zone, record))); another parameter or a member of one is the caller's choice: reported
unless a literal the rules below accept; anything else the function makes itself is left alone. Left alone, as they re-send
the type the record has:
- type: record.type where record is the record being updated: updated by record.id, read from the
  API or held as listed (list[0], list.find(...), list.filter(...)[0], a for...of element, a helper
  such as pickFirst(list.filter(...)), of a list read from a call, a store or a .then answer, not
  from a parameter, JSON.parse, Object.assign, a ?: or ??, nor a map that sets type; never given
  another name, handed to a call or retyped by a loop over its list; or a parameter: the element of
  a list.map/filter/forEach callback over such a list, or one every call of its function in the run
  fills with such a record, never an object the caller writes), or the result of a GET of the same id, also through a
  function, of the file or another module, whose one request is that GET and which hands out its answer
  (const current = await readRecord(zone, id), then type: current.type sent to the same id, a name
  written nowhere, nothing changing current in between), or a copy of it that keeps its type (another
  module's function returning { ...record, ddnsStatus }: one spread of the answer, plain keys beside it,
  none of them type; { ...record, type: … }, a computed key or a second spread may change it); the id and the type may
  be held first (const id = record.id, const { id, type } = record), as long as both are read off the
  same record (one variable, never written, and no record.type = ... in the file);
- type: current.type beside current.id read in one go (nothing that runs code between them in the
  call), current a variable given only records read from the API, objects without a type ({ id }) or
  nothing (let current = null; … current = page.result.find(…); … current = answer.result), and
  changed in place nowhere;
- a type a guard over the update proves equal to the record's (if (rec && rec.type !== kind) throw
  or return before it, the update inside if (rec.type === kind)), rec being the record updated;
- a literal type (type: 'A') on a record found by a list filtered on that same type (GET
  ...dns_records?type=A&name=..., params { type: 'A' }, SDK list({ type: 'A' }), also through a wrapper
  whose every return hands out its one request's answer, a part of it or nothing: cf(token, 'GET',
  \`/zones/\${z}/dns_records?type=CNAME&name=\${h}\`) then [0], a helper of another module returning
  result?.[0] (or an object holding it under the key the caller reads, found.record of { record:
  result[0], status } beside { error }), or a lookup function whose query takes the type from its options,
  listRecords(token, zone, { type, name }) writing opts.type into new URLSearchParams(...), also
only when set or with an empty default: if (opts.type) q.set('type', opts.type), opts.type ?? ''), or one handing out
  the first hit of another such lookup (const all = await this.list(host, kind); return all[0] ?? null), the record
  possibly a parameter's or else the lookup's (rec = known ?? await this.find(host, kind)) when every call passes there
  a record found by the kind it passes beside it; or a name on a list
  filtered on that name (?type=\${kind} with type: kind, kind never written in the file; SDK
  list({ type: want.type }) with type: want.type, nothing along want written), or picked out with
  .filter/.find((r) => r.type === 'A'), one of the && terms too, and updated by that record's id; the
  record possibly kept in a let (declared inside every loop around the list) given only such records when found, besides an empty start (let found;
  for await (const r of list({ type: 'A', name })) if (r.name === name) found = r), nothing changing it;
  or a module's let given along a promise chain such a pick (.then((page) => page.result.find((r) => r.type ===
  'A')).then((hit) => { held = hit })) or the answer of an update writing that type (held = reply.result);
  type: kind the same way after .find((r) => r.type === kind) (kind never written again in the file),
  also when the record is a let given another such find later (each of its values tests the type);
- a type on an id (or a record) kept in a const Map by name and type, ids.set(\`\${r.name}/\${r.type}\`,
  r.id) for each record listed and nothing else put in it, read with a key that has the same type
  (ids.get(\`\${name}/A\`) with type: 'A', or the same name kind with type: kind); the type first or
  last in the key, next to a separator a type cannot hold;
- a type and a record id that are both parameters of the function sending them (patchRecord(zone, id,
  { content, type = 'A' })), or a record id parameter sent with a type written out (type: 'A'), when every call of that function in the run (its own file's and its
  importers') passes, as the type, what the rules above accept for the id it passes there: the record's
  own .type, or the type the record was looked up by, the lookup possibly a function of the wrapper's
  module (const rec = await findRecord(zone, name, t) returning the first record of ?type=\${type};
  then type: t, or a literal equal to the one it is given or defaults to), or a lookup function of
  another module handing out the whole list (found = await listEntries(token, zone, kind, host) with
  params { type: kind }, then found[0].id, or const first = found[0]; first.id); the function and the
  lookup may be methods of a class of another module (const api = new EntryApi(token, zone);
  found = await api.find({ kind, host }); api.replace({ entryId: found[0].id, kind })), when every call
  of the update method in the run is known: every new EntryApi(…) is held in a const (not exported)
  only read members of, this in the class is only read members of, the class extends nothing and no
  other code names it (no subclass, no prototype written); not when the function is published by the
  package's entry, handed on, or called with spread arguments; an SDK edit(zone, hit.id, fields) given
  its body whole by its function's callers the same way, by the type each call's object writes;
- bodies that set no type, or spread a record ({ ...record, content }), the record updated
  (record.id) whatever else reads its type; a spread of another value whose type the code reads
  ({ ...record, ...changes } beside changes.type, or changes: Partial<Rec> whose written type declares
  type; not Omit<Rec, 'type'>) is reported, also after a type written before it ({ type: record.type,
  ...changes }: the spread's type may be the one sent; written after every spread, the type is), so is one sent whole (edit(zone,
  have.id, want) beside want.type) unless a guard proves its type the record's (have.type === want.type);
- calls in a unit test: a test file that replaces the global fetch with a stub (a function,
  jest.fn(), vi.fn(), sinon.stub()) calling the update through fetch with a record id it writes out
  ('rec-1'): no request leaves, and the id names no record (a polyfill, axios or got are reported).
Anything else that sets type is reported: when it cannot tell whether the type differs, it says so
(a type from a parameter, another record or a stored row, a literal on a record found otherwise or
listed by another type, a map also filled some other way or handed to a function). A body filled by
copying keys (body[k] = input[k]) sets type when k walks a list that holds 'type'
(['type', 'name'].forEach(…), for (const k of FIELDS)); with keys the code computes otherwise
(Object.keys(input)), type may be among them: reported too. In a project anchored on Cloudflare, a
PUT or PATCH to /zones/:zone_id/dns_records/:id whose client is not traced (a base from configuration,
a client handed to a constructor, a platform's request helper, options with its method and body
held by a const: const init = { method: 'PATCH', body }; send(path, init), a CORS relay's URL with
the API's encoded into it: fetch(RELAY + encodeURIComponent(url), …)) is reported where its URL is written
when its body sets type: an object the layer knows to write type, other than a const copy of a
record's own type (type: record.type, const { type } = record; a form's or request's type, or a let
changed later, counts), or a parameter typed with a record's shape (or spread: { ...fields } with fields: Partial<Rec>). The body is the object sent and
its data/json/body, that field alone only when the object says it is options (a method, headers, a
URL): a record sent whole keeps its type beside its own data (put(path, { type, data }), SRV).
Not requests: a call that says no PUT or PATCH (cache.set(path, { type })), a put(…) that is not an
HTTP client's put(url, body) (a store, a Workers binding such as env.BUCKET.put, IndexedDB's
put(value, key), a call's result); nor are a body without type and a client of another host (the
second tier).`,
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/sent-key.ts).
  untraced: [{ template: DNS_RECORD, methods: ['PUT', 'PATCH'], sets: 'type', exact: true, replacement: "it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch" }],
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    const calls = dnsRecordCalls(ctx);
    // Every reference to a record the code holds, with where it came from.
    const sources = recordSources(ctx, calls, ctx);
    // The module's DNS record calls: each sends what it is given and changes none of it.
    const sent: ReadonlySet<unknown> = new Set(calls.map((c) => c.call.path.value));
    for (const { call } of calls) {
      if ((call.method !== 'PUT' && call.method !== 'PATCH') || !matchEndpoint(call.endpoint, DNS_RECORD)) continue;
      // A unit test's call, with fetch stubbed and a made-up record id (stubbed-fetch.ts).
      if (stubbedRequest(ctx, call)) continue;
      const body = bodyObject(ctx, call);
      const type = body?.type === 'ObjectExpression' ? getProperty(body, 'type') : undefined;
      // A body filled field by field (`o.type = args.newType || rec.type` before `edit(zone, id, o)`): each type it may be given.
      const filled = type ? undefined : filledBody(ctx, call, 'type');
      // Or a literal a helper of the file returns (`update(id, this.paramsFor(zone, entry))`): each type it writes.
      const made = type || filled ? undefined : madeBody(ctx, call);
      if (filled || made) {
        const object = (filled ?? made)!;
        const changing = propertyWrites(object, 'type').find((w) => !sendsWrittenType(ctx, call, { object, write: w, made: !!made }, sources));
        if (changing) ctx.report(call.path, 'typeChange', { type: codeOf(changing.value, ctx.file.source) ?? 'this type' });
        continue;
      }
      if (!type) {
        // Sent whole (`edit(zone, current.id, entry)`) or spread: a value whose `type` the code reads.
        const whole = body ? undefined : sentExpression(call.bodyNode);
        const spreads = body?.type === 'ObjectExpression' ? spreadsOf(body.properties) : [whole];
        // Spreads whose written type declares `type` (`...fields` with `fields: Partial<Rec>`: the layer's object, src/flow/objects.ts).
        const declared = new Set(spreads.length > 0 && body ? (sentObject(ctx, call)?.declared ?? []).filter((w) => w.key === 'type').map((w) => w.value) : []);
        const spread = typeSpread(ctx, call, spreads, { sources, sent, declared });
        // An SDK update given its body by its function's callers: the type each call of it passes (caller-record-types.ts).
        const passed = spread ? `${spread}.type` : call.surface === 'sdk' && !body ? callersBodyType({ ctx, call, sources }) : undefined;
        if (passed) {
          ctx.report(call.path, 'typeChange', { type: passed });
          continue;
        }
        // Written through a key the code computes and the layer does not know (`body[k] = input[k]`): `type` may be among them.
        const [anyKey] = anyKeyWrites(ctx, call);
        if (anyKey) ctx.report(call.path, 'typeChange', { type: codeOf(anyKey.value, ctx.file.source) ?? 'this type' });
        continue;
      }
      if (type.type === 'ObjectMethod' || type.computed) continue;
      // A spread after the type (`{ type: entry.type, ...changes }`) may overwrite it: the type it may carry is sent (a type written after every spread is).
      const later = spreadsOf(body.properties.slice(body.properties.indexOf(type) + 1));
      const declared = new Set(later.length > 0 ? (sentObject(ctx, call)?.declared ?? []).filter((w) => w.key === 'type').map((w) => w.value) : []);
      const spread = later.length > 0 ? typeSpread(ctx, call, later, { sources, sent, declared, own: true }) : undefined;
      if (spread) ctx.report(call.path, 'typeChange', { type: `${spread}.type` });
      if (spread || sendsRecordType(ctx, call, unwrap(type.value), sources)) continue;
      ctx.report(call.path, 'typeChange', { type: codeOf(type.value, ctx.file.source) ?? 'this type' });
    }
  },
});

/**
 * Whether a raw request's body spreads `value`, held whole from a parameter of the function sending it (the layer's
 * `wholeParameter`), whose calls in the run are all known: that function is a wrapper, each of whose calls is a request
 * judged with the caller's own body (`saveHost(zone, host, { type: row.type, … })`), so the typed spread (`data:
 * Partial<Rec>`) is not reported here.
 */
function judgedAtCallers(ctx: Ctx, call: ApiCall, value: ASTNode): boolean {
  const fn = call.surface === 'sdk' ? undefined : enclosingFunction(call.path);
  return !!fn && wholeParameter(ctx, value)?.fn === fn.value && (functionSites(ctx, fn)?.length ?? 0) > 0;
}

/**
 * A value spread into an update body with no `type` of its own (`{ ...current, ...changes }`) that is
 * not a record read from the API but whose `type` the code reads (`changes.type`) or whose written type
 * declares one (`declared`: `changes: Partial<Rec>`): the caller's input, which may carry another type. Its name, or undefined. A spread object literal of the file without a
 * `type` (`const patch = { content }`) is not one.
 */
function typeSpread(ctx: Ctx, call: ApiCall, spreads: MaybeNode[], { sources, sent, declared, own }: { sources: Sources; sent: ReadonlySet<unknown>; declared: ReadonlySet<unknown>; own?: boolean }): string | undefined {
  for (const spread of spreads) {
    const arg = unwrap(spread);
    // The record whose id is updated, spread last: it re-sends its own type, whatever else reads it (same-record-type.ts).
    if (spreadsUpdatedRecord(ctx, { at: call.path, id: updatedId(call), spread: arg, sources })) return undefined;
    // A value whose `.type` a guard over the update proves the record's (`if (have.type === want.type) edit(zone, have.id, want)`).
    if (sentWholeSameType(ctx, { at: call.path, id: updatedId(call), body: arg, into: sent })) return undefined;
    if (arg?.type !== 'Identifier') continue;
    // Another record spread into this one (`{ ...source }` sent to `current.id`) copies its type: even a
    // record the code knows from the API is then judged like any value whose type the code reads.
    // The file's identifiers spelled like the spread name, from the node index (no walk of the tree).
    const named = identifiersNamedIn(currentIndex(ctx), ctx.root, ctx.root.get().value, arg.name);
    // A record held: read from the API (or, unless its written type declares `type`, only typed as one).
    const held = (n: unknown): boolean => sources.has(n) && (!declared.has(spread) || sources.get(n)!.call !== undefined);
    if (!updatesAnotherRecord(ctx, call.path, updatedId(call), arg.name) && (held(arg) || named.some((q) => held(q.value)))) continue;
    // After a written type (`own`), `.type` read off this binding only, not another function's name spelled
    // alike (`changes` of two functions); a body with no type of its own keeps any read of the name.
    const binding = (q: ASTPath) => declarationsAt(currentIndex(ctx), q, arg.name)[0]?.id;
    const at = own ? pathOfNode(ctx, arg) : undefined;
    const readsType = named.some((q) => {
      const parent = q.parent?.value;
      return isMember(parent) && parent.object === q.value && memberName(parent) === 'type' && (!at || binding(q) === binding(at));
    });
    if (readsType || (declared.has(spread) && !judgedAtCallers(ctx, call, arg))) return arg.name;
  }
  return undefined;
}

/** The values an object literal's properties spread, the last first: the last one wins, it is the one whose type the body sends. */
const spreadsOf = (properties: ObjectExpression['properties']): MaybeNode[] =>
  properties.flatMap((p) => (p.type === 'SpreadElement' || p.type === 'SpreadProperty' ? [p.argument] : [])).reverse();

/** The object literal a helper of the file returns as the call's body, when it writes `type` (the layer's object, read-only as a call's). */
function madeBody(ctx: Ctx, call: ApiCall): ObjectValue | undefined {
  const object = sentObject(ctx, call);
  return object?.readOnly === 'call' && propertyWrites(object, 'type').length > 0 ? object : undefined;
}

/**
 * A type the helper that made the body reads off one of its parameters (`type: entry.type`), read at
 * the helper's call off the argument it passes (src/flow/bound-arguments.ts): `current.type` for
 * `paramsFor(zone, current)`. Undefined for any other write.
 */
function boundRead(ctx: Ctx, object: ObjectValue, write: PropertyWrite): FieldRead | undefined {
  if (!object.bound) return undefined;
  const argument = boundMember(ctx, object.bound, write.value, 'type');
  const at = argument && pathOfNode(ctx, argument);
  return at ? { holder: unwrap(argument), field: 'type', at } : undefined;
}

/**
 * Whether one write of a body's `type` can only send the record's own type. A helper's write (`made`)
 * is written in the helper, where its names do not stand for what they do at the update: only what it
 * reads off a parameter, read off the caller's argument (boundRead), or a literal, is asked.
 */
function sendsWrittenType(ctx: Ctx, call: ApiCall, given: { object: ObjectValue; write: PropertyWrite; made: boolean }, sources: Sources): boolean {
  const value = unwrap(given.write.value);
  const read = given.made ? boundRead(ctx, given.object, given.write) : undefined;
  // Not read back to the caller: reported when the caller chooses it (a parameter or a member of one), silent otherwise (the helper's own value).
  if (given.made && !read && stringValue(value) === undefined) return !readsParameter(ctx, given.object.bound ?? [], value, 'type');
  return sendsRecordType(ctx, call, value, sources, read);
}

/**
 * Whether the type an update sends can only be the record's own: as the code around it shows
 * (same-record-type.ts; `read`: the type as a helper's caller passes it), or, for a function whose
 * callers choose the record and the type, as every call of it in the run does (caller-record-types.ts).
 */
function sendsRecordType(ctx: Ctx, call: ApiCall, value: MaybeNode, sources: Sources, read?: FieldRead): boolean {
  const known = (record: FieldRead) => calledLookupType(ctx, record);
  const got = (record: FieldRead) => gotRecordId(ctx, record);
  if (sameType({ ctx, at: call.path, id: updatedId(call), zone: sentZone(ctx, call), value, sources, source: ctx.file.source, known, got, read })) return true;
  return callersSendRecordType({ ctx, call, value, sources });
}
