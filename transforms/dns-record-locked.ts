import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../src/types';
import { defineTransform } from '../src/transform';
import { ownRecordReturns } from '../src/cloudflare/responses/own-returns';
import { castItems } from '../src/cloudflare/responses/cast-items';
import { importedCallerRecords } from '../src/cloudflare/records/passed-records';
import { dnsRecordItems } from '../src/cloudflare/records/dns-record-items';
import { LOCKED_FIELD } from '../src/cloudflare/records/dropped-fields';
import { inputRecordSchema, inputRecordType } from '../src/cloudflare/records/input-types';
import { PUBLIC_TYPE, REQUIRED_READ, type RecordDeclaration } from '../src/cloudflare/records/dns-record-types';
import { dropProperties } from '../src/edit/text-edits';
import { propertySignature, typeInScope, writtenMembers, writtenTypeNames, type DeclaredMembers } from '../src/ast/type-declarations';
import {
  apiAnchorWords,
  bodyObject,
  type ItemRef,
  dnsRecordCalls,
  typedItems,
  editRecordMember,
  editRecordMembers,
  fieldUsedElsewhere,
  publishingPackage,
  relaxPublishedMember,
  requiredMember,
  readsFieldAnywhere,
  recordFieldRead,
  destructuredField,
  recordSchemas,
  recordTypes,
  importedRecordTypes,
  importedRecordReturns,
  schemaName,
  optionalSchemaEntry,
} from '../src/cloudflare';
import { isProperty, keyName, unwrap } from '../src/ast';
import { declaredReads } from '../src/flow/binding-uses';
import { currentIndex } from '../src/ast/node-index';
import { SAMPLE_TYPE, sampleEntry, sampleRecordTypes } from '../src/cloudflare/records/sample-types';

const messages = { publicType: PUBLIC_TYPE, fieldReadRequired: REQUIRED_READ, sampleType: SAMPLE_TYPE } as const;
type Ctx = TransformContext<typeof messages>;

export default defineTransform({
  id: 'dns-record-locked',
  eol: '2024-07-14',
  kind: 'rewrite',
  title: 'DNS records: locked is no longer returned',
  replacement: 'nothing: the field was always false (read it as `record.locked ?? false`)',
  // `locked` alone: every edit needs that word, and a file that has it is only parsed, then left
  // unless it also holds a DNS record call, type or schema.
  triggers: [LOCKED_FIELD],
  // A record type or schema is recognised by its members (proxied or ttl beside type, name, content),
  // so those words anchor it as well as the API's own anchors do.
  anchors: (config) => ['proxied', 'ttl', ...apiAnchorWords(config)],
  example: 'fetch-template',
  explain: `DNS records no longer carry locked (always false) since 2024-07-14: responses omit it and a
value sent is ignored. Removes it where it is written for DNS records:
- request bodies sent to POST /zones/:zone_id/dns_records and PUT/PATCH /zones/:zone_id/dns_records/:id
  (fetch, axios and instances, got, ky, in-file and configured wrappers, SDK v2 dnsRecords.add/edit,
  v3+ dns.records.create/update/edit): an explicit locked property goes (a body that spreads a fetched
  record, {...record, content}, is left: the API ignores the field it carries). A body written with a
  type of this file (const body: T = {…}, as T, satisfies T) that requires locked gets locked?: boolean
  there, so it still type-checks; one typed with a type from another module keeps its locked;
- hand-written record interfaces and type literals, recognisable as DNS records by their members type,
  name and content with proxied or ttl: the locked member is deleted (with a comment on its line), or
  made optional (locked?: boolean) when this file reads locked through that type or on a value whose
  type it cannot trace (a generic's argument, a method's return type, Pick<R, 'locked'>), or another
  module of the run that imports the type (directly or through a barrel) reads locked, so those reads
  still type-check (the API no longer returns it: optional says so). Another module counts however it
  reaches the type (a barrel, a namespace import, import('./types').T, a value of the module) and
  whatever it does with the field (a read, a write, an object key in a typed mock). A type the package
  publishes (reached from its package.json main/types/exports) keeps locked?: boolean for users outside
  the repository, and is reported. The output compiles if the input did: such a type keeps locked
  exactly as it is, with a finding naming the read (its function and file), when a module of the run
  that imports it (as it stood when the run began: one with no Cloudflare anchor keeps its reads) or
  this file, through a body type that is not a record type, reads locked where a boolean is required: returned
  from a function written to return boolean, passed for a boolean parameter of a function of that
  module, given to a boolean variable or field (reads that take undefined, if (r.locked), r.locked ??
  false, an untyped arrow, keep it optional); a body typed with it then keeps its locked;
- zod schemas of such records (z.object({ type, name, content, ttl, locked: z.boolean() })): the locked
  entry goes (a schema requiring it throws once the API omits it), or becomes z.boolean().optional()
  when this file reads locked through the schema's z.infer type.
- a record type written as the type of a sample object (type R = typeof sample): the sample is data,
  so its locked entry is reported, not deleted; values typed R are records for the reads below.
Reads of x.locked on a known DNS record (an element or result of a DNS record endpoint's response, a
value typed with a recognised record type: a variable, parameter or class field, or the state of
Vue's ref/shallowRef/computed<T>(…) read as x.value, reactive<T>(…), Svelte's writable<T>(…) read as
$x or get(x), imported from vue or svelte/store, or declared with their types Ref<T>, ComputedRef<T>,
Writable<T>; or a record a function or a method of a class imported from another module of the run
is written to return: listRecords(): Promise<DnsRecord[]>, whose DnsRecord then keeps locked, optional; a
record a function or a method of this file is written to return; a record typed only by a cast on a
response body in a file with an API anchor: (await res.json()) as { result: T[] }, as T, as T[], as Page<T>
with Page a generic of the file whose result is its parameter, even when the request is not traced; records
passed to a function every call of which passes them, in the file or from every importing module) become
(x.locked ?? false), which keeps them as they were
(locked was always false); reads whose only use is their truthiness (if, !, &&, ?:, Boolean(),
=== true) and reads already defended (?? or || after them) are left as they are. A record taken apart
(const { locked } = r, result.map(({ locked }) => …), also ({ locked } = {}) => …, for (const { locked } of
result), for (const [i, { locked }] of result.entries())) gets the same
default in its pattern ({ locked = false }), unless every use of the name only tests it or it has a
default already.
Left alone: locked on anything else (sessions, users, mutexes, types without the DNS record members),
a record-shaped type or schema named as the app's input (CreateDNSRecord, RecordInput, recordFormSchema)
that no response reaches (its locked is the app's own), objects with no Cloudflare anchor, and
record-shaped types, schemas and samples (and reads through them) in a run that nothing anchors on
Cloudflare, unless their own file holds an anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    // Bodies first (a read that only fed a dropped `locked:` entry goes with it).
    for (const { call, writes } of dnsRecordCalls(ctx)) {
      if (writes) dropFromObject(ctx, bodyObject(ctx, call));
    }
    // Then reads, on the tree as it is now.
    const { typeNames, declarations, schemaAliases } = recordTypes(ctx);
    // Followed together: a function of the file every request hands its records to reads records.
    const requested = dnsRecordItems(ctx);
    const refs: ItemRef[] = [...requested.refs];
    // Records another module of the run hands to a function this file exports (every call of it passes one).
    refs.push(...importedCallerRecords(ctx, [LOCKED_FIELD], requested).refs);
    // Values typed with a record type of this file, or one imported from another module of the run.
    // Also a sample's type (`type R = typeof sample`): its reads are a record's.
    const samples = sampleRecordTypes(ctx);
    // A type named as an input (`CreateDNSRecord`) that no response reaches is the app's, not a record (input-types.ts).
    const allTypes = new Set([...[...typeNames, ...importedRecordTypes(ctx)].filter((name) => !inputRecordType(ctx, name)), ...samples.map((s) => s.name)]);
    const typed = typedItems(ctx, allTypes, { variables: true });
    const typedReads = new Set<string>();
    for (const { ref, type } of typed) if (recordFieldRead(ref, 'locked')) typedReads.add(type);
    const seen = new Set<any>();
    // Records returned by a function or a method of a class imported from another module of the run (their type is not this file's).
    const returned = importedRecordReturns(ctx);
    // Records a function or a method of this file is written to return, and records typed by a cast on a response body (in a file with an API anchor).
    const own = [...ownRecordReturns(ctx, allTypes, () => true), ...castItems(ctx, allTypes)];
    for (const ref of [...refs, ...typed.map((t) => t.ref), ...returned, ...own]) {
      // Taken apart (`({ locked }) => …`, `for (const { locked } of result)`): the entry gets the default `?? false` gives a read.
      const entry = destructuredField(ref, 'locked', ctx);
      if (entry && !seen.has(entry.value)) {
        seen.add(entry.value);
        if (defaultEntry(ctx, entry)) ctx.changed();
      }
      const read = recordFieldRead(ref, 'locked');
      if (!read || seen.has(read.value)) continue;
      seen.add(read.value);
      if (defended(read)) continue;
      const { j } = ctx;
      read.replace(j.logicalExpression('??', read.value, j.booleanLiteral(false)));
      ctx.changed();
    }
    // Last, the types and schemas (declarations hold no reads). A read whose value's type cannot be
    // traced here (a generic's argument, a method's return type, Pick<R, 'locked'>) may still go
    // through a record type: then its member becomes optional rather than going, so the file type-checks.
    const untraced = readsFieldAnywhere(ctx, 'locked');
    // All at once: the literals of one declaration (`Pair<{…}, {…}>`, unions) are edited together.
    const edits: Parameters<typeof editRecordMembers>[1] = [];
    for (const d of declarations) {
      if (inputRecordType(ctx, d.name)) continue;
      const used = untraced || (d.name !== undefined && typedReads.has(d.name)) || fieldUsedElsewhere(ctx, d.name, 'locked');
      // Made optional (used, or published), the member would break a read that needs a boolean: it stays.
      if ((used || publishingPackage(ctx, d.name)) && keptForRead(ctx, d)) continue;
      // A type the package publishes keeps the member for its consumers outside the run, optional.
      const published = used ? undefined : relaxPublishedMember(ctx, d, 'locked');
      if (published) ctx.report(published.at, 'publicType', { type: d.name ?? 'This record type', field: 'locked', package: published.package });
      else edits.push({ ...d, field: 'locked', keep: used });
    }
    editRecordMembers(ctx, edits);
    for (const s of samples) {
      const entry = sampleEntry(s, 'locked');
      if (entry) ctx.report(entry, 'sampleType', { type: s.name, sample: s.sample, field: 'locked' });
    }
    for (const schema of recordSchemas(ctx)) {
      if (inputRecordSchema(ctx, schema)) continue;
      const alias = [...schemaAliases.entries()].find(([, name]) => name === schemaName(schema))?.[0];
      if (alias && typedReads.has(alias)) optionalSchemaEntry(ctx, schema, 'locked');
      else dropFromObject(ctx, schema);
    }
  },
});

/** Whether a read's value can only be seen as true/false, or is already given a default. */
function defended(path: ASTPath): boolean {
  let p = path;
  // `parent`, not `parentPath`: an argument's parentPath is the call's argument list.
  while (p.parent && unwrap(p.parent.value) !== p.parent.value) p = p.parent;
  const parentPath = p.parent;
  const parent = parentPath?.value;
  if (!parent) return false;
  const me = p.value;
  if (parent.type === 'LogicalExpression') {
    if ((parent.operator === '??' || parent.operator === '||') && parent.left === me) return true;
    return parent.operator !== '??' && defended(parentPath);
  }
  if (parent.type === 'UnaryExpression' && parent.operator === '!') return true;
  if (['IfStatement', 'WhileStatement', 'DoWhileStatement', 'ForStatement', 'ConditionalExpression'].includes(parent.type) && parent.test === me) return true;
  if (parent.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'Boolean') return true;
  if (parent.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(parent.operator)) {
    const other = parent.left === me ? parent.right : parent.left;
    return other?.type === 'BooleanLiteral' && other.value === true;
  }
  return false;
}

/**
 * Gives a destructured `locked` the default a member read gets (`{ locked = false }`, `{ locked: l =
 * false }`), unless it has one or every use of its binding is defended (see `defended`); whether it did.
 */
function defaultEntry(ctx: Ctx, entry: ASTPath): boolean {
  const { j } = ctx;
  const binding = isProperty(entry.value) ? entry.value.value : undefined;
  if (binding?.type !== 'Identifier') return false;
  const uses = declaredReads(currentIndex(ctx), ctx.root, binding);
  if (uses.length === 0 || uses.every(defended)) return false;
  entry.get('value').replace(j.assignmentPattern(binding, j.booleanLiteral(false)));
  return true;
}

/**
 * Whether the record type `name` keeps its required locked because some code reads it where a boolean
 * is required (see requiredMember: `here`, whether this file's reads count); reported once, on the member.
 */
function keptForRead(ctx: Ctx, record: RecordDeclaration, here = true): boolean {
  // Reads copied into a literal (`{ locked: r.locked }`) get their `?? false` like any other: not counted.
  const required = requiredMember(ctx, record, 'locked', here, false);
  if (!required) return false;
  if (!keptReported.has(required.member)) ctx.report(required.at, 'fieldReadRequired', required.data);
  keptReported.add(required.member);
  return true;
}

/** The members keptForRead reported (a body's type is also among the file's record types). */
const keptReported = new WeakSet<ASTNode>();

/** Drops the `locked` entries of an object literal, as written when it can. */
function dropFromObject(ctx: Ctx, object: any): void {
  const obj = unwrap(object);
  if (obj?.type !== 'ObjectExpression') return;
  const locked = obj.properties.filter((p: any) => isProperty(p) && keyName(p) === 'locked');
  if (locked.length === 0 || !lockedMayGo(ctx, obj)) return;
  dropProperties(ctx, obj, locked);
}

/**
 * Whether `locked` can leave a body sent to a DNS record endpoint without breaking its type: the body
 * has no written type, or one of this file that does not require `locked` (a type that requires it is
 * made to allow its absence, `locked?: boolean`: it is a record body, whatever its other members). A
 * body typed with a type this file cannot edit (imported, or not a plain object type) keeps the
 * field: the API ignores it, and the code still type-checks.
 */
function lockedMayGo(ctx: Ctx, obj: ASTNode): boolean {
  const named = writtenTypeNames(ctx, obj).map(({ name }) => ({ name, local: typeInScope(ctx, name, obj) }));
  const editable = named.filter((n): n is { name: string; local: DeclaredMembers } => n.local !== undefined && writtenMembers(n.local.node) !== undefined);
  if (editable.length < named.length) return false;
  // An untyped body (most are): nothing to ask. The record types are looked up only for typed ones:
  // asked for every body, they rebuilt the file's node index after each body's edit (quadratic: a file
  // of 1,200 bodies took 16 times one of 300).
  if (editable.length === 0) return true;
  // A type whose locked some code reads where a boolean is required keeps it, and the body its locked;
  // this file's reads through a record type are yet to get their `?? false` (see run).
  const records = new Set([...recordTypes(ctx).typeNames, ...importedRecordTypes(ctx)]);
  if (editable.some(({ name, local }) => keptForRead(ctx, { name, node: local.node, members: local.members }, !records.has(name)))) return false;
  const declared = editable.map(({ local }) => local);
  for (const local of declared) {
    const member = propertySignature(local.members, 'locked');
    if (member && !member.optional) editRecordMember(ctx, { node: local.node, members: local.members, field: 'locked', keep: true });
  }
  return true;
}

