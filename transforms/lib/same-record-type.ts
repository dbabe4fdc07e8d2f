import type { ASTPath, VariableDeclarator } from 'jscodeshift';
import type { ApiCall, ItemRef, RecognitionContext } from '../../src/cloudflare';
import { bodyObject, DNS_RECORD, matchEndpoint } from '../../src/cloudflare';
import { usesOf } from '../../src/flow/uses';
import { namesAlong } from '../../src/flow/settled';
import { heldRecords, type HeldRecord } from '../../src/cloudflare/records/held-values';
import { objectAt, sureWrite, values } from '../../src/flow';
import { ownReturns } from '../../src/flow/returns';
import { nothing } from '../../src/cloudflare/anchors/answer-returns';
import { currentIndex, isCall, isMember, isProperty, keyName, memberName, pathOfNode, propertyValue, stringValue, unwrap, withoutEncoder, unwrapAwait, type MaybeNode } from '../../src/ast';
import { enclosingFunction, localAssignments, localInit, variableValues } from '../../src/ast/bindings';
import { declarationsAt } from '../../src/ast/scope';
import { literalText } from '../../src/edit/literals';
import { keyedType, type KeyedType } from './keyed-records';
import { givenOnce, heldRecord } from './own-record';
import { equalities, guardedTypes } from './type-guards';
import { keptFollow, keptNames, keptRoot } from './lookup-kept';
import { answeredLookup } from './lookup-answer';
import { filterObjects, matchesAny, namedType } from './list-filters';
import { alike, chosenTypes } from './chosen-records';
import { readTogether } from './read-together';
import { keyOf, sameChain } from './read-chains';
import { searchParamsType } from './search-params-type';

export { sameChain };

/*
 * dns-record-type-change's rule for "the type an update sends is the record's own" (docs/how-it-works.md):
 * `type: record.type` of the record whose id is sent, or a type equal to what the code knows of that
 * record's type (the type its list was filtered on, a `.find((r) => r.type === 'A')`, the type in the
 * key of a map it was kept in, a guard over the update: type-guards.ts). The record may be any the
 * code holds, however it got it (own-record.ts). Written for any module of the run: the transform asks
 * it of its own updates, and of each call of an update wrapper in the module that calls it
 * (caller-record-types.ts).
 */

/**
 * Where a known DNS record value came from: the call whose result it is (undefined: typed as a
 * record), and the predicate callbacks it went through (`.filter((r) => r.type === 'SRV')`).
 */
export type Source = { call?: ApiCall; filters: ItemRef['filters'] };
export type Sources = Map<unknown, Source>;

/** The record id an update is sent to, as written: the URL's last dynamic part, or the SDK's id argument. */
export function updatedId(call: ApiCall): MaybeNode {
  const args = call.path.value.arguments;
  if (call.sdk) return unwrap(call.sdk.generation === 'v2' ? args[1] : args[0]);
  const dynamic = (call.url?.parts ?? []).filter((p) => p.kind === 'dynamic');
  // `encodeURIComponent(record.id)` sends the record's id.
  return withoutEncoder(dynamic[dynamic.length - 1]?.node);
}

/** The zone an update or GET of one record is sent to, as written (`zone` in `zones/${zone}/dns_records/${id}`); undefined for an SDK call. */
export function updatedZone(call: ApiCall): MaybeNode {
  if (call.sdk) return undefined;
  const dynamic = (call.url?.parts ?? []).filter((p) => p.kind === 'dynamic');
  return dynamic.length >= 2 ? withoutEncoder(dynamic[dynamic.length - 2]?.node) : undefined;
}

/** A field read off a value: `holder.field` as written at `at`, or through a name declared once from it. */
export interface FieldRead {
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
export function fieldRead(ctx: RecognitionContext, at: ASTPath, node: MaybeNode): FieldRead | undefined {
  const n = unwrap(node);
  const member = (m: MaybeNode, where: ASTPath): FieldRead | undefined => {
    const field = isMember(m) ? memberName(m) : undefined;
    return field === undefined ? undefined : { holder: unwrap((m as { object: MaybeNode }).object), field, at: where };
  };
  if (isMember(n)) return member(n, at);
  if (n?.type !== 'Identifier') return undefined;
  const declarator = onlyDeclarator(ctx, at, n.name);
  if (!declarator) return undefined;
  const { id, init } = declarator.value;
  if (id.type === 'Identifier') return member(unwrap(init), declarator);
  if (id.type !== 'ObjectPattern') return undefined;
  for (const p of id.properties) {
    if (!isProperty(p) || p.computed || unwrap(p.value)?.type !== 'Identifier' || unwrap(p.value).name !== n.name) continue;
    const field = keyName(p);
    return field === undefined ? undefined : { holder: unwrap(init), field, at: declarator };
  }
  return undefined;
}

/**
 * The one value `name` is given where it is declared for `at` (onlyDeclarator), or, for a `let` declared
 * with none, given one value once (`let found; try { found = await lookup(…) } catch { return }`).
 */
export function onlyValue(ctx: RecognitionContext, at: ASTPath, name: string): MaybeNode {
  const declarator = onlyDeclarator(ctx, at, name);
  if (declarator) return declarator.value.init;
  return givenOnce(ctx, at, name)?.value;
}


/** The one declarator `name` stands for at `at`, given a value there and never another (a const, or a let assigned nowhere else). */
export function onlyDeclarator(ctx: RecognitionContext, at: ASTPath, name: string): ASTPath<VariableDeclarator> | undefined {
  const declared = declarationsAt(currentIndex(ctx), at, name);
  const declarator: ASTPath<VariableDeclarator> | undefined = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator?.value.init) return undefined;
  if (declarator.parent?.value.kind !== 'const' && variableValues(ctx, enclosingFunction(declarator)?.value ?? ctx.root.get().value, declarator)?.length !== 1) return undefined;
  return declarator;
}

/**
 * Whether the name is written anywhere in the module (`kind = …`, `kind += …`, `kind++`): then what it
 * holds at one place is not sure. With `kept`, a copy of itself that leaves that member as it was
 * (`record = { ...record, cloudflare_id: id }` for `record.record_type`) does not count.
 */
export function writtenInFile(ctx: RecognitionContext, name: string, kept?: string): boolean {
  const index = currentIndex(ctx);
  const names = (n: MaybeNode) => n?.type === 'Identifier' && n.name === name;
  const copy = (n: MaybeNode): boolean => {
    const o = unwrap(n);
    if (kept === undefined || o?.type !== 'ObjectExpression') return false;
    const [first, ...rest] = o.properties;
    const spreadsItself = (first?.type === 'SpreadElement' || first?.type === 'SpreadProperty') && names(unwrap(first.argument));
    return spreadsItself && rest.every((p: MaybeNode) => isProperty(p) && !p.computed && keyName(p) !== undefined && keyName(p) !== kept);
  };
  return index.of('AssignmentExpression').some((p) => names(p.value.left) && !(p.value.operator === '=' && copy(p.value.right))) || index.of('UpdateExpression').some((p) => names(p.value.argument));
}

/** Whether two ids are written alike: the same chain of reads, or the same text. */
function sameId(a: MaybeNode, b: MaybeNode): boolean {
  const literal = stringValue(a);
  return sameChain(a, b) || (literal !== undefined && literal === stringValue(b));
}

/**
 * Whether an id read where a record was got (`got`) and where it is updated (`at`) is one value: a
 * literal, or a name declared once for both and written nowhere in the module.
 */
function steadyId(ctx: RecognitionContext, where: { got: ASTPath; at: ASTPath }, id: MaybeNode): boolean {
  const n = unwrap(id);
  if (stringValue(n) !== undefined) return true;
  if (n?.type !== 'Identifier' || writtenInFile(ctx, n.name)) return false;
  const index = currentIndex(ctx);
  const [there, here] = [declarationsAt(index, where.got, n.name), declarationsAt(index, where.at, n.name)];
  return there.length === 1 && here.length === 1 && there[0].id === here[0].id;
}

/** The variable a chain is read from: `found` in `found`, `found.result[0]`; undefined through calls or `this`. */
function rootName(holder: MaybeNode): string | undefined {
  let n = unwrap(holder);
  while (keyOf(n) !== undefined) n = unwrap(n.object);
  return n?.type === 'Identifier' ? n.name : undefined;
}

/** The member reads a chain is made of, itself included (`a.b.c`: `a.b.c`, `a.b`). */
function memberPrefixes(chain: MaybeNode): MaybeNode[] {
  const out: MaybeNode[] = [];
  for (let n = unwrap(chain); keyOf(n) !== undefined; n = unwrap(n.object)) out.push(n);
  return out;
}

/**
 * Whether a chain read at `a` holds what the same chain read at `b` does: its variable one declaration
 * at both places and never written, and nothing in the module that could change it in between: no
 * write to a member along it (`item.type = …`, `item.meta = …`) nor to `chain.field` when a field is
 * named (`record.type = …`), and no `Object.assign(…)` onto either; a `let` written once where it runs at most once counts as never written.
 */
export function sameHeld(ctx: RecognitionContext, a: { node: MaybeNode; at: ASTPath }, b: { node: MaybeNode; at: ASTPath }, field?: string): boolean {
  const name = rootName(a.node);
  if (!sameChain(a.node, b.node) || name === undefined) return false;
  const index = currentIndex(ctx);
  const [atA, atB] = [declarationsAt(index, a.at, name), declarationsAt(index, b.at, name)];
  if (atA.length !== 1 || atB.length !== 1 || atA[0].id !== atB[0].id) return false;
  const along = memberPrefixes(a.node);
  // A `let` given its one value once (`let record; try { record = found } catch { return }`) is not changed after.
  // A copy of itself that keeps the first member read off it (`record_type` in `record.record_type`) does not count.
  if (writtenInFile(ctx, name, keyOf(along[along.length - 1])) && !givenOnce(ctx, a.at, name)?.once) return false;
  const written = (left: MaybeNode): boolean => along.some((m) => sameChain(left, m)) || (field !== undefined && isMember(left) && memberName(left) === field && sameChain(left.object, a.node));
  const assigned = index.of('AssignmentExpression').some((p) => written(unwrap(p.value.left)));
  // `Object.assign(record, changes)` may set it too.
  const targets = [...along, along.length > 0 ? unwrap(along[along.length - 1]).object : a.node];
  const merged = index.of('CallExpression').some((p) => {
    const callee = unwrap(p.value.callee);
    return isMember(callee) && memberName(callee) === 'assign' && unwrap(callee.object)?.type === 'Identifier' && unwrap(callee.object).name === 'Object' && targets.some((t) => sameChain(p.value.arguments[0], t));
  });
  return !assigned && !merged;
}

/** Whether two field reads read the same record (see sameHeld: no `record.type = …` in the module). */
export function sameRecord(ctx: RecognitionContext, a: FieldRead, b: FieldRead): boolean {
  return sameHeld(ctx, { node: a.holder, at: a.at }, { node: b.holder, at: b.at }, 'type');
}

/** The record whose id an update is sent to, `id` as written at `at`: `record.id`, or a name given it (`const id = found.result[0].id`, `const { id } = record`). */
function updatedRecord(ctx: RecognitionContext, at: ASTPath, id: MaybeNode): FieldRead | undefined {
  const n = unwrap(id);
  // Or an id a function of the file returns itself (`const id = await this.findId(host)` returning `list[0] ? list[0].id : null`).
  const init = n?.type === 'Identifier' && !fieldRead(ctx, at, n) ? onlyValue(ctx, at, n.name) : undefined;
  const from = init ? pathOfNode(ctx, init) : undefined;
  const returned = from ? returnedField(ctx, from) : undefined;
  const read = returned ? writtenFrom(ctx, fieldRead(ctx, pathOfNode(ctx, returned) ?? at, returned)) : id ? writtenFrom(ctx, fieldRead(ctx, at, id)) : undefined;
  return read?.field === 'id' ? read : undefined;
}

/**
 * A field read off an object the code writes (`const { recordId } = await lookup(…)`, `lookup` returning
 * `{ recordId: data.result[0].id, … }`): the read its one sure write makes (`data.result[0].id`, where
 * written), a few deep; the read itself otherwise (src/flow/sure-write.ts).
 */
function writtenFrom(ctx: RecognitionContext, read: FieldRead | undefined, depth = 0): FieldRead | undefined {
  const holder = read && depth < 3 ? pathOfNode(ctx, read.holder) : undefined;
  const object = holder ? objectAt(ctx, holder) : undefined;
  const write = object ? sureWrite(object, read!.field) : undefined;
  const value = write?.value ?? (holder ? returnedField(ctx, holder, read!.field) : undefined);
  const from = value ? pathOfNode(ctx, value) : undefined;
  const next = from ? fieldRead(ctx, from, value) : undefined;
  return next ? writtenFrom(ctx, next, depth + 1) : read;
}

/**
 * What the one return of the function of the file a call (awaited or not) is made to writes under `field`, when it
 * returns an object literal of plain keys (`return { recordId: data.result[0].id, … }`; a `throw` elsewhere
 * hands out nothing): that value. Without `field`, the one value its returns give but nothing (`return
 * list[0] ? list[0].id : null`, `return null`). An `async` function's answer is left unknown by the layer (src/flow/returns.ts reads it here).
 */
function returnedField(ctx: RecognitionContext, at: ASTPath, field?: string): MaybeNode {
  const call = unwrapAwait(at.value);
  const callee = isCall(call) ? pathOfNode(ctx, call.callee) : undefined;
  const found = callee ? values(ctx, callee) : [];
  const fn = found.length === 1 && found[0].kind === 'function' ? found[0].fn : undefined;
  const returns = fn && fn.body.type === 'BlockStatement' ? ownReturns(currentIndex(ctx), fn) : [];
  if (field === undefined) {
    const given = new Set(returns.map((r) => something(r.value.argument)).filter((v) => !nothing(v)));
    return given.size === 1 && returns.length > 0 ? [...given][0] : undefined;
  }
  const object = returns.length === 1 ? unwrap(returns[0].value.argument) : undefined;
  if (object?.type !== 'ObjectExpression' || !object.properties.every((p: MaybeNode) => isProperty(p) && !p.computed && keyName(p as never) !== undefined)) return undefined;
  const prop = object.properties.find((p: MaybeNode) => keyName(p as never) === field);
  return prop ? unwrap(prop.value) : undefined;
}

/**
 * Whether `node` (a name at `at`) holds a record read from the API (`sources`) whose `type` nothing in the
 * module writes: itself, through names declared once (`const next = found`), or the one value a function of
 * the file returns (`found = await load()`, `load` returning `(await dnsRecords.read(zone, id)).result`).
 */
export function heldUnretyped(ctx: RecognitionContext, at: ASTPath, node: MaybeNode, sources: Sources, depth = 0): boolean {
  const n = unwrap(node);
  if (n?.type === 'Identifier' && !sameHeld(ctx, { node: n, at }, { node: n, at }, 'type')) return false;
  if (sources.has(n)) return true;
  if (n?.type !== 'Identifier' || depth > 3) return false;
  const value = unwrapAwait(onlyValue(ctx, at, n.name));
  const from = value ? pathOfNode(ctx, value) : undefined;
  const returned = from && isCall(value) ? returnedField(ctx, from) : undefined;
  const next = returned ?? value;
  return !!from && !!next && heldUnretyped(ctx, pathOfNode(ctx, next) ?? from, next, sources, depth + 1);
}

/** A returned value but its nothing branch (`c ? x : null`, `x ?? null`, `x || null` give `x`). */
function something(node: MaybeNode): MaybeNode {
  const n = unwrapAwait(node);
  if (n?.type === 'LogicalExpression' && n.operator !== '&&') return nothing(n.right) ? unwrap(n.left) : n;
  if (n?.type !== 'ConditionalExpression') return n;
  return nothing(n.alternate) ? unwrap(n.consequent) : nothing(n.consequent) ? unwrap(n.alternate) : n;
}

/** Whether the update's id is read off a record held by a name other than `name` (`current.id` while `source` is spread in). */
export function updatesAnotherRecord(ctx: RecognitionContext, at: ASTPath, id: MaybeNode, name: string): boolean {
  const holder = unwrap(updatedRecord(ctx, at, id)?.holder);
  return holder?.type === 'Identifier' && holder.name !== name;
}

/** What spreadsUpdatedRecord is asked: an update's id as written at `at`, a value spread into its body, and the module's known records. */
export interface SpreadQuestion {
  at: ASTPath;
  id: MaybeNode;
  spread: MaybeNode;
  sources: Sources;
}

/**
 * Whether a value spread into an update's body (`{ ...record, content }`) is the record whose id it is
 * sent to (the same record, as sameRecord), read from the API or typed as one, or any record the code
 * holds (own-record.ts): it re-sends its own type, whatever else reads that type.
 */
export function spreadsUpdatedRecord(ctx: RecognitionContext, { at, id, spread, sources }: SpreadQuestion): boolean {
  const arg = unwrap(spread);
  const record = arg?.type === 'Identifier' ? updatedRecord(ctx, at, id) : undefined;
  if (!record || !sameRecord(ctx, { holder: arg, field: 'type', at }, record)) return false;
  return sources.has(record.holder) || heldRecord(ctx, at, arg.name);
}

/** What sentWholeSameType is asked: an update's id as written at `at`, the value sent whole as its body, and the module's API calls (call nodes: each sends what it is given, changes none of it). */
export interface WholeQuestion {
  at: ASTPath;
  id: MaybeNode;
  body: MaybeNode;
  into: ReadonlySet<unknown>;
}

/**
 * Whether a value sent whole as an update's body (`edit(zone, have.id, want)`) can only carry the
 * record's own type: a guard over the update proves `want.type` equal to the type of the record whose
 * id is sent (`if (have.type === want.type) …`, type-guards.ts), and nothing changes `want` in between.
 */
export function sentWholeSameType(ctx: RecognitionContext, { at, id, body, into }: WholeQuestion): boolean {
  const record = id ? updatedRecord(ctx, at, id) : undefined;
  const name = record ? rootName(record.holder) : undefined;
  if (!record || !name || unwrap(body)?.type !== 'Identifier') return false;
  const guarded = guardedTypes(at, name, (held, guard) => sameRecord(ctx, { holder: held, field: 'type', at: guard }, record));
  // The guard's own `want.type`, judged as read at the update.
  return guarded.some((k) => 'expression' in k && isMember(k.expression) && sameChain(unwrap(k.expression).object, body) && sends(ctx, { node: k.expression, at, into }, k));
}

/** What sameType is asked: the update's id and type as written at `at`, the module's known records, and its text (for map keys). */
export interface SameTypeQuestion {
  ctx: RecognitionContext;
  at: ASTPath;
  id: MaybeNode;
  value: MaybeNode;
  sources: Sources;
  /** The module's text, when it is the transformed file: records kept in maps by key are only followed there. */
  source?: string;
  /** More the asker knows of the type of the record whose id is sent (caller-record-types.ts: a lookup function's filter). */
  known?: (record: FieldRead) => KeyedType[];
  /** The id a held record was read by with a GET of one record, and where (got-record.ts). */
  got?: (record: FieldRead) => { id: MaybeNode; zone: MaybeNode; at: ASTPath } | undefined;
  /** The zone the update is sent to, as written (updatedZone). */
  zone?: MaybeNode;
  /**
   * The type read, when it is written elsewhere than at `at`: `entry.type` in a helper returning the
   * body, read at the helper's call off the argument it binds (`{ holder: current, field: 'type' }`).
   */
  read?: FieldRead;
}

/** Whether the type written can only be the record's own type. */
export function sameType(question: SameTypeQuestion): boolean {
  const { ctx, at, id, value, sources, source } = question;
  const asked = question.known;
  if (!id) return false;
  const record = updatedRecord(ctx, at, id);
  // type: record.type (or a `type` destructured from it).
  const typeRead = question.read ?? writtenFrom(ctx, fieldRead(ctx, at, value));
  const ownRead = typeRead?.field === 'type' ? typeRead : undefined;
  const holder = ownRead ? sources.get(ownRead.holder) : undefined;
  // What the asker knows more of the record whose id is sent (a lookup function's filter).
  const more = record && asked ? asked(record) : [];
  // The same record the id is read from: read from the API, typed as a record, returned by a lookup
  // function (`type: rec.type` beside `rec.id`), or any the code holds, however it got it (own-record.ts).
  if (ownRead && record && sameRecord(ctx, ownRead, record) && (holder || more.length > 0 || heldRecord(ctx, record.at, rootName(record.holder)))) return true;
  // `type: current.type` beside `current.id`, read in one go off a variable given only records or typeless values (read-together.ts).
  if (ownRead && record && readTogether(ctx, { at, id, value, isRecord: (n) => sources.has(unwrap(n)) })) return true;
  // The result of a GET of the same id.
  const get = holder?.call;
  if (get !== undefined && get.method === 'GET' && matchEndpoint(get.endpoint, DNS_RECORD) && sameId(updatedId(get), id)) return true;
  // …through a wrapper that hands out its answer (`const current = await readRecord(zone, id)`, the wrapper
  // possibly another module's: got-record.ts): nothing changes the record in between, the id is one binding never written.
  const got = ownRead && !holder ? question.got?.(ownRead) : undefined;
  // The zone too: a record got in one zone and sent to another zone is not that record.
  const steady = (a: MaybeNode, b: MaybeNode) => !!a && !!b && sameId(a, b) && steadyId(ctx, { got: got!.at, at }, b);
  if (got && steady(got.id, id) && steady(got.zone, question.zone)) return true;
  // What the code knows of the type of the record whose id is sent, or of the id kept by name and type.
  const known = record ? [...knownTypes(ctx, record, sources, source), ...more] : [];
  // A guard over the update: `if (rec && rec.type !== kind) throw …`, `if (rec.type === kind) { … }` (type-guards.ts).
  const name = record ? rootName(record.holder) : undefined;
  if (record && name) known.push(...guardedTypes(at, name, (held, guard) => sameRecord(ctx, { holder: held, field: 'type', at: guard }, record)));
  if (source !== undefined) {
    const lookup = unwrap(id)?.type === 'Identifier' ? unwrap(localInit(ctx, at, unwrap(id).name)) : id;
    const keyed = keyedType({ ctx, source, lookup, holds: 'id', isRecord: (n) => sources.has(n) });
    if (keyed) known.push(keyed);
  }
  return known.some((k) => sends(ctx, { node: value, at }, k));
}

/**
 * The types the code knows a record to have: the type a list it came from is filtered on (`?type=A`,
 * `?type=${kind}`, SDK `{ type: 'A' }`; the list possibly a wrapper's answer the engine does not follow), the `r.type === …` tests of the `filter`/`find` callbacks it
 * went through, and the type in the key of a map it is read from by name and type.
 */
function knownTypes(ctx: RecognitionContext, record: FieldRead, sources: Sources, source: string | undefined): KeyedType[] {
  const out: KeyedType[] = [];
  const from = sources.get(record.holder);
  const list = from?.call;
  // The list must still hold what the request answered: nothing changed it in place nor was handed it to change (lookup-kept.ts).
  if (list !== undefined && list.method === 'GET' && !matchEndpoint(list.endpoint, DNS_RECORD) && keptRoot(ctx, record.at, record.holder)) {
    const listed = listedType(ctx, list);
    if (listed) out.push(listed);
  }
  // A lookup whose answer the engine does not follow, through a wrapper that hands it out (lookup-answer.ts).
  // Only while nothing changes the list or the record in between (lookup-kept.ts).
  const answered = from ? undefined : keptFollow(ctx, record.at, record.holder, { valueOf: onlyValue, follow: answeredLookup });
  const filtered = answered && listedType(ctx, answered);
  if (filtered) out.push(filtered);
  for (const f of from?.filters ?? []) out.push(...typeTests(f.fn, f.param));
  const held = record.holder?.type === 'Identifier' ? unwrap(localInit(ctx, record.at, record.holder.name)) : record.holder;
  // A record picked out of a list the engine does not follow: `const found = list.find((r) => r.type === kind)`,
  // or a `let` every value of which is such a pick (`found = list.find((r) => r.type === kind && r.content === c)` again).
  if (!from) out.push(...pickedTypes(ctx, record, held));
  // A `let` given a listed record when the code finds the one it wants (chosen-records.ts).
  if (!from) out.push(...chosenTypes(ctx, { at: record.at, holder: record.holder, typesOf: (n) => listedRecordTypes(ctx, sources.get(n)), listOf: (n) => sources.get(unwrap(n))?.call?.path }));
  // A module's `let` given records along a promise chain (thenHeldTypes).
  if (!from) out.push(...thenHeldTypes(ctx, record.holder));
  const keyed = source === undefined ? undefined : keyedType({ ctx, source, lookup: held, holds: 'record', isRecord: (n) => sources.has(n) });
  if (keyed) out.push(keyed);
  return out;
}

/** The types a record the engine follows from a list request is known to have: the list's filter, its callbacks' tests. Undefined for another value. */
function listedRecordTypes(ctx: RecognitionContext, from: Source | undefined): KeyedType[] | undefined {
  const list = from?.call;
  if (!from || list === undefined || list.method !== 'GET' || matchEndpoint(list.endpoint, DNS_RECORD)) return undefined;
  const listed = matchesAny(ctx, list) ? undefined : listedType(ctx, list);
  return [...(listed ? [listed] : []), ...from.filters.flatMap((f) => typeTests(f.fn, f.param))];
}

/** The type tests of a `.find(cb)` call's callback, or undefined when the value is no such call. */
function findTests(value: MaybeNode): KeyedType[] | undefined {
  const call = unwrap(value);
  if (!isCall(call) || memberName(call.callee) !== 'find') return undefined;
  const fn = unwrap(call.arguments[0]);
  const param = fn?.params?.[0];
  return param?.type === 'Identifier' ? typeTests(fn, param.name) : undefined;
}

/**
 * The types a record held by a name is known to have because it was picked out of a list: the tests
 * of its one value's `.find(cb)`, or, for a `let` given several values (`let found = list.find(…); if
 * (many) found = list.find(…)`), the tests every one of them makes, when each value is such a pick.
 */
function pickedTypes(ctx: RecognitionContext, record: FieldRead, held: MaybeNode): KeyedType[] {
  if (held) return findTests(held) ?? [];
  if (record.holder?.type !== 'Identifier') return [];
  const found = localAssignments(ctx, record.at, record.holder.name);
  // Every write must be a plain `=` (variableValues: undefined when the name is also a destructuring
  // target `[pick] = rows`, `({ pick } = o)`, or a `for (pick of rows)` head: then it may hold any record).
  const given = found && variableValues(ctx, enclosingFunction(found.declarator)?.value ?? ctx.root.get().value, found.declarator);
  if (!given) return [];
  const tests = given.map((g) => findTests(g.value));
  if (tests.length < 2 || tests.some((t) => t === undefined)) return [];
  const [first, ...rest] = tests as KeyedType[][];
  return first.filter((k) => rest.every((t) => t.some((o) => alike(k, o))));
}

/**
 * A module's `let` given records along a promise chain (`let held;` then `cf.dnsRecords.browse(zone).then((page) =>
 * page.result.find((r) => r.type === 'A' && …)).then((found) => { held = found })`, or `held = answer.result` in the
 * `.then` of an update sending `type: 'A'`): the types every record it may hold (src/cloudflare/records/held-values.ts)
 * is known to have. Only in a module (a classic script's top-level `let` is shared with other scripts), the record
 * not returned or exported (flow/uses.ts; `module.exports = { held }` is keptNames'), its `type` written in place or
 * handed on under no name it passed through (flow/settled.ts's namesAlong, lookup-kept.ts).
 */
function thenHeldTypes(ctx: RecognitionContext, holder: MaybeNode): KeyedType[] {
  const variable = unwrap(holder);
  const read = variable?.type === 'Identifier' ? pathOfNode(ctx, variable) : undefined;
  const declared = read ? declarationsAt(currentIndex(ctx), read, variable.name) : [];
  if (declared.length !== 1 || declared[0].scope.type !== 'Program' || !isModule(ctx)) return [];
  if (usesOf(ctx, declared[0].id).some((u) => u.kind === 'returned' || u.kind === 'unknown')) return [];
  let common: KeyedType[] | undefined;
  for (const record of heldRecords(ctx, variable) ?? []) {
    const types = heldTypes(ctx, record);
    common = common ? common.filter((k) => types.some((t) => 'literal' in k && 'literal' in t && k.literal.toUpperCase() === t.literal.toUpperCase())) : types;
    if (common.length === 0) return [];
  }
  const along = read && namesAlong(ctx, read);
  return common && along && keptNames(ctx, along, 'type') ? common : [];
}

/** Whether the file is a module: it imports, exports or calls `require`. */
function isModule(ctx: RecognitionContext): boolean {
  const file = ctx.root.get().value as { program?: { body: Array<{ type: string }> }; body?: Array<{ type: string }> };
  if ((file.program?.body ?? file.body ?? []).some((s) => /^(Import|Export)/.test(s.type))) return true;
  return currentIndex(ctx).of('CallExpression').some((p) => unwrap(p.value.callee)?.type === 'Identifier' && unwrap(p.value.callee).name === 'require');
}

/** The types a record a module's `let` may hold is known to have: a list's pick (its `.find` tests, the list's filter), or an update's answer writing the type. */
function heldTypes(ctx: RecognitionContext, { request, pick }: HeldRecord): KeyedType[] {
  if (!pick) {
    const written = request.method === 'PUT' || request.method === 'PATCH' ? stringValue(unwrap(propertyValue(bodyObject(ctx, request), 'type'))) : undefined;
    return written !== undefined ? [{ literal: written }] : [];
  }
  const test = unwrap(pick.arguments[0]);
  const listed = listedType(ctx, request);
  return [...(test?.params?.[0]?.type === 'Identifier' ? typeTests(test, test.params[0].name) : []), ...(listed ? [listed] : [])];
}

/**
 * What a predicate callback (`(r) => r.type === 'A'`, either side, `==` too, an arrow or a function
 * returning the test, one of the `&&` terms: what the test proves equal when true, type-guards.ts's
 * equalities) requires of its element's type: a type written out, or a name (not the parameter).
 */
function typeTests(callback: MaybeNode, param: string): KeyedType[] {
  const fn = unwrap(callback);
  if (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') return [];
  const statements = fn.body.type === 'BlockStatement' ? fn.body.body : undefined;
  const test = statements ? (statements.length === 1 && statements[0].type === 'ReturnStatement' ? statements[0].argument : undefined) : fn.body;
  const isParamType = (n: MaybeNode) => isMember(n) && memberName(n) === 'type' && unwrap(n.object)?.type === 'Identifier' && unwrap(n.object).name === param;
  const out: KeyedType[] = [];
  for (const [l, r] of equalities(test, true, param)) {
    const other = isParamType(l) ? r : isParamType(r) ? l : undefined;
    const literal = stringValue(other);
    if (literal !== undefined) out.push({ literal });
    else if (other?.type === 'Identifier' && other.name !== param) out.push({ expression: other });
  }
  return out;
}

/**
 * Whether the body's type is the type known: the same type written out (as a list filter's, in any
 * case), or the same chain of reads (`kind`, `item.type`), standing for one declaration at both places,
 * never written in the module.
 */
export function sends(ctx: RecognitionContext, sent: { node: MaybeNode; at: ASTPath; into?: ReadonlySet<unknown> }, known: KeyedType): boolean {
  if ('literal' in known) return stringValue(sent.node)?.toUpperCase() === known.literal.toUpperCase();
  const held = unwrap(known.expression);
  const from = pathOfNode(ctx, held);
  if (!from || !sameChain(sent.node, held)) return false;
  if (!sameHeld(ctx, sent, { node: held, at: from })) return false;
  // `want.type`: `want` handed to a call that may change it (`normalize(want)`), or given another name, may ask for another type now (lookup-kept.ts).
  const root = rootName(held);
  // `into`: API calls, which send what they are given and change none of it.
  return !isMember(held) || root === undefined || keptNames(ctx, [{ at: sent.at, name: root }], undefined, sent.into);
}

/** The type a list request filters on: written (`?type=A`, params `{ type: 'A' }`, SDK `{ type: 'A' }`), or the expression in `?type=${kind}` or an object's `type: want.type`. */
export function listedType(ctx: RecognitionContext, call: ApiCall): KeyedType | undefined {
  // `match=any`: records of any type come back when another filter holds (list-filters.ts).
  if (matchesAny(ctx, call)) return undefined;
  const inQuery = /(?:^|&)type=([A-Za-z]+)(?:&|$)/.exec(call.query)?.[1];
  if (inQuery) return { literal: inQuery.toUpperCase() };
  const objects = filterObjects(ctx, call);
  for (const o of objects) {
    const value = unwrap(propertyValue(o, 'type'));
    const t = literalText(value);
    if (t) return { literal: t.toUpperCase() };
    // `list({ zone_id, name, type: want.type })`: the expression, as `?type=${kind}` gives it (queryFilter).
    if (plainReads(value)) return { expression: value };
  }
  // Params passed by name (`api.get(url, opts)`): only what surely holds (list-filters.ts).
  const named = namedType(ctx, call);
  if (named) return { literal: named.toUpperCase() };
  // Or the URLSearchParams the query is built from (`?${q}` with `q.set('type', kind)`, search-params-type.ts).
  const params = queryFilter(call) ? undefined : searchParamsType(ctx, call);
  const written = literalText(params);
  return queryFilter(call) ?? (written ? { literal: written.toUpperCase() } : params ? { expression: params } : undefined);
}

/** Whether a node is a name or a chain of plain reads off one (`kind`, `want.type`): what `sends` can compare. */
function plainReads(node: MaybeNode): boolean {
  const n = unwrap(node);
  return n?.type === 'Identifier' ? n.name !== 'undefined' : isMember(n) && !n.computed && plainReads(n.object);
}

/** The expression a raw URL's query gives `type` (`?type=${kind}&name=…`): the one dynamic part between `type=` and `&` or the end. */
function queryFilter(call: ApiCall): KeyedType | undefined {
  const parts = call.url?.parts ?? [];
  let before = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.kind === 'text') {
      before += part.text;
      continue;
    }
    const after = parts[i + 1];
    const ends = !after || (after.kind === 'text' && (after.text === '' || after.text.startsWith('&') || after.text.startsWith('#')));
    if (/[?&]type=$/.test(before) && ends && part.node) return { expression: part.node };
    before += '\u0000';
  }
  return undefined;
}
