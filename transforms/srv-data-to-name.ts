import type { ASTNode, ASTPath, CallExpression, MemberExpression, ObjectExpression, Program, ReturnStatement, VariableDeclarator } from 'jscodeshift';
import { declarationsAt } from '../src/ast/scope';
import { enclosingFunction } from '../src/ast/bindings';
import { isEffectFree } from '../src/ast/effects';
import { isFunction, isWrapper, type FunctionNode, type MaybeNode } from '../src/ast/syntax';
import type { RunDeclaration, TransformContext } from '../src/types';
import type { IndexContext } from '../src/ast/node-index';
import type { DataArgs } from '../src/messages';
import { defineTransform } from '../src/transform';
import { fileQuote, quoted } from '../src/edit/literals';
import { codeOf, insertBeforeEdit, removePropertiesEdits, replaceWithEdits, writtenText, type TextEdit } from '../src/edit/text-edits';
import { insertMemberEdit, optionalMemberEdit } from '../src/edit/type-members';
import { moduleView, requiredRead, requiredReadElsewhere, requiredReadOfType, type FieldPath, type ModuleView, type RequiredRead } from '../src/cloudflare/required-reads';
import { importBinding, isPropertySignature, memberKey, membersOf, moduleTypeDeclaration, objectParts, propertySignature, typeInScope, writtenTypeNames, type DeclaredMembers, type TypeDeclaration } from '../src/ast/type-declarations';
import {
  bindingsOf,
  bodyObject,
  getProperty,
  isMember,
  memberName,
  objectOf,
  propertyValue,
  receiverKey,
  resultItems,
  stringValue,
  typedParameterItems,
  unwrap,
  type ApiCall,
  type ItemRef,
  dnsRecordCalls,
  isProperty,
  currentIndex,
  pathOfNode,
  importedRecordReturns,
} from '../src/cloudflare';

/** The deprecated SRV data fields, in the order they make the full name. */
const PARTS = ['service', 'proto', 'name'] as const;
type Part = (typeof PARTS)[number];
/** The parts as read on a record (`record.data.name`), for requiredRead. */
const PART_READS: readonly FieldPath[] = PARTS.map((part) => ['data', part]);
/** A read that needs a part to stay a string, as the finding names it. */
const partRequired = (found: RequiredRead | undefined): { part: Part; at: string } | undefined => (found ? { part: found.field[1] as Part, at: found.at } : undefined);

const SKELETON = "name: '_service._proto.example.com', data: { priority, weight, port, target }";

const MUST_STOP = 'must stop requiring data.service/proto/name';
const DERIVE = "is no longer returned: derive it from the record's name (name.split('.')";

const messages = {
  v1NoName: `cloudflare 1.x cannot send an SRV record's top-level name: move this call to the v4+ SDK (client.dns.records.create({ zone_id, type: 'SRV', ${SKELETON} })) or a raw request`,
  typeNotLiteral: "record type is not a literal: if this can be an SRV record, move data.{{fields}} into the top-level name '_service._proto.name'",
  dataElsewhere: "SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'",
  dataHelper: "SRV data is built by {{helper}}(), whose 'SRV' case sets {{fields}}: set the top-level name '_service._proto.name' for SRV records and drop them there",
  dataAssigned: "SRV data is set after the body is built, from values the body cannot see yet: set the top-level name '_service._proto.name' and drop data.{{fields}}",
  dataSpread: 'SRV data spreads another object: make sure it carries no service/proto/name (the full name goes in the top-level name)',
  dataMissing: "SRV data has no {{missing}}: set the top-level name '_service._proto.name' by hand and drop data.{{fields}}",
  zoneApex: "SRV data.name '{{base}}' is the zone apex: set the top-level name to '{{prefix}}.<zone name>' and drop data.service/proto/name",
  baseNameOnly: "top-level name '{{name}}' looks like the base name only: set it to the full '_service._proto.{{name}}' and drop data.{{fields}}",
  importedType: `{{type}} (from '{{module}}') ${MUST_STOP}: make them optional there`,
  importedTypeName: `{{type}} (from '{{module}}') ${MUST_STOP} and allow a top-level name: make them optional there`,
  localType: `{{type}} ${MUST_STOP}: make them optional`,
  localTypeName: `{{type}} ${MUST_STOP} and allow a top-level name: make them optional`,
  importedDataType: "{{type}} (from '{{module}}') must stop requiring service/proto/name: make them optional there",
  typeRead: `{{type}} ${MUST_STOP}, which this file reads through it: derive those reads from the record's name and make the three optional, then run again`,
  typeReadRequired: `{{type}} ${MUST_STOP}, but data.{{part}} is read through it where a string is required ({{at}}): derive that read from the record's name (name.split('.')) or let it take undefined, then run again`,
  readName: `SRV data.name ${DERIVE}.slice(2).join('.'))`,
  readService: `SRV data.service ${DERIVE}[0])`,
  readProto: `SRV data.proto ${DERIVE}[1])`,
} as const;
type Ctx = TransformContext<typeof messages>;


/** A string the expression is known to hold: a literal, or a once-declared const of one. */
function literalOf(ctx: TransformContext, node: any): string | undefined {
  const direct = stringValue(node);
  if (direct !== undefined) return direct;
  const key = receiverKey(node);
  return key ? stringValue(bindingsOf(ctx.j, ctx.root).value(key)) : undefined;
}

/** A base name that falls back to the apex: `sub || '@'`, `sub ?? '@'`, `sub ? sub : '@'` (through consts). */
function mayBeApex(ctx: TransformContext, node: any, depth = 0): boolean {
  const n = unwrap(node);
  if (!n || depth > 4) return false;
  if (n.type === 'LogicalExpression') return mayBeApex(ctx, n.left, depth + 1) || mayBeApex(ctx, n.right, depth + 1);
  if (n.type === 'ConditionalExpression') return mayBeApex(ctx, n.consequent, depth + 1) || mayBeApex(ctx, n.alternate, depth + 1);
  const value = literalOf(ctx, n);
  return value === '@' || value === '';
}

const escapeQuasi = (text: string): string => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

/**
 * `_service._proto.name` from the three data values, as code: one string when all are string
 * literals, else a template literal that keeps the original expressions (a template written for
 * `data.name` is spliced in).
 */
function fullNameCode(ctx: TransformContext, values: any[]): string {
  let raw = '';
  let dynamic = false;
  const literal: string[] = [];
  values.forEach((value, i) => {
    if (i > 0) raw += '.';
    const v = unwrap(value);
    const s = stringValue(v);
    if (s !== undefined && v.type !== 'TemplateLiteral') {
      raw += escapeQuasi(s);
      literal.push(s);
    } else if (v.type === 'TemplateLiteral') {
      raw += (codeOf(v, ctx.file.source) ?? ctx.j(v).toSource()).slice(1, -1);
      dynamic = true;
    } else {
      raw += `\${${codeOf(value, ctx.file.source) ?? ctx.j(value).toSource()}}`;
      dynamic = true;
    }
  });
  if (dynamic) return `\`${raw}\``;
  return quoted(ctx.file.source, literal.join('.'));
}

/** Source text of a node as written (for comparing two expressions). */
const sourceOf = (ctx: TransformContext, node: any): string | undefined => codeOf(node, ctx.file.source);

export default defineTransform({
  id: 'srv-data-to-name',
  eol: '2024-05-31',
  kind: 'rewrite+report',
  title: 'SRV records: data.service/proto/name → top-level name',
  replacement: "top-level name '_service._proto.name'; data keeps priority, weight, port, target",
  triggers: ['SRV', 'data.service', 'data?.service', 'data.proto', 'data?.proto', 'data.name', 'data?.name'],
  example: 'fetch-template',
  explain: `Since 2024-05-31 the API rejects SRV records whose data carries service, proto or name; the full
name (_service._proto.name) goes in the top-level name, as for every other record type.
Rewrites the bodies of SRV records sent to the DNS record endpoints (POST /zones/:zone_id/dns_records,
PUT and PATCH /zones/:zone_id/dns_records/:id) through fetch, axios (also instances with a baseURL and
URLs kept on a class instance), got, ky, in-file and configured wrappers, SDK v2 dnsRecords.add/edit
and v3+ dns.records.create/update/edit: service, proto and name leave data; with no top-level name, one
is built from them: a string when all three are literals ('_minecraft._tcp.example.com'), a template
literal otherwise (\`\${service}.\${proto}.\${name}\`, keeping the original expressions; a name without
the zone suffix stays relative, as it was in data). A top-level name already there wins (kept; only the
data fields go), except when it is the very expression data.name holds (the base name): it is then
replaced by the full name. The body may be written inline, in a local const, or built in the method
of a class. Its data may be attached after it is built (body.data = {…} in the same function, before the
request): the
name goes into the body when the values it is made of can be read there (parameters, consts declared
before the body). Or the data may be what the 'SRV' case of a helper of the file returns
(switch (type) { case 'SRV': return { service, proto, name, … } }): service, proto and name leave that
case and the name is made of the arguments the call passes for them, when the call passes the literal
'SRV' and nothing else can reach that case (no other case falls through into it, every other call
passes another literal type, the helper is not exported). Only bodies whose type is the literal 'SRV' are edited.
When the body is typed with a record interface or type declared in the same file (also an
intersection of them, type R = Base & { data: {…} }), that type's data.service/proto/name become
optional (not deleted: the same type often also describes records read back or stored, and optional
keeps every other use compiling; delete them once nothing uses them), and an optional top-level name
is added if the type has none, so the file still type-checks.
The output compiles if the input did: a body whose type cannot be relaxed is not migrated but left
as it is and reported, naming the type that must first stop requiring data.service/proto/name (the
next run, once it is fixed, migrates the body). That is a type of a package or of a module outside
the run, one whose data is not written here (a mapped type such as Readonly<…>, data of an imported
type), and a type of this file through which the file reads data.service/proto/name (a parameter
typed with it, or an element of one): those reads need them required, so the type keeps them.
A type imported from another module of the run (an SrvRecord in types.ts) is changed the same way in
the module that declares it, found through the barrels that re-export it (export * from, export { X }
from, imported then exported), once every file is done. Bodies left as they were still type-check
with it, and code that reads data.service/proto/name through it sees them as optional, as they are
(the API no longer returns them). The body and its type change together or neither does: a body
whose type the module that declares it cannot relax (its data of a package's type, say: that module
says why) is left as it is and reported, and so is one whose type, of this file or of another, some
file of the run reads data.service/proto/name through where a string is required (returned from a
function written to return string, passed for a string parameter of a function of that file, given
to a string variable or field, read on: r.data.name.split('.')): relaxing it would break that code
under strictNullChecks.
Reads of record.data.service/proto/name on records returned by the DNS record endpoints (elements of
a list response, through filter/find/map/for…of) become record.name.split('.')[0], [1] and
.slice(2).join('.') where the record is known to be SRV (a type === 'SRV' test beside the read or in
a filter it went through, or a list queried with type=SRV).
Reported, not changed: data.name '@' (the zone apex: write the full name with the zone's name), a
top-level name that looks like the base name only, SRV data built elsewhere or spread from another
object, data attached after the body from values the body cannot read yet, data from a helper's 'SRV'
case that other callers share or whose type is not a literal, a body whose type is not a literal but whose data has service/proto/name, a body whose
record type cannot be relaxed (see above; the body is left as it is), reads whose record type is not
known and reads on a function or method parameter typed with the record type the file's SRV bodies
are typed with (record: T, or an element of records: T[]) or on records a function or a method of a
class imported from another module of the run is written to return (getRecords(): Promise<SrvRecord[]>,
SrvRecord a record type declared or imported there; the function called by its imported name, the
instance held as this.dns = new DnsService(), a const or a parameter typed with the class) (derive the parts from record.name, split on '.'), and cloudflare 1.x addDNS/editDNS with an SRV record (1.x cannot send a top-level name: move
to the v4+ SDK or a raw request). On a body an earlier version of the tool migrated, a finding on a
record type the run cannot change (of a package, or an alias it cannot see through) is reported again
while its review comment stands: delete the comment once the type is fixed.
Left alone: NAPTR data.service and every other record type, and SRV-shaped objects with no Cloudflare
anchor (mDNS/bonjour services, in-house DNS stores, other hosts).`,
  links: ['https://developers.cloudflare.com/dns/manage-dns-records/reference/dns-record-types/#srv'],
  messages,
  run(ctx) {
    const calls = dnsRecordCalls(ctx);
    const bodies = new Set<any>();
    const srvTypes = new Set<string>();
    for (const { call, writes } of calls) {
      if (writes) migrateBody(ctx, call, bodies, srvTypes);
    }
    const done = new Set<any>();
    // Each kind's alike calls split once by whether they ask for SRV (a filter per call grew with the square of the calls, issue 31).
    const split = new Map<readonly ApiCall[], Map<boolean, ApiCall[]>>();
    const alikeAsking = (alike: readonly ApiCall[], srv: boolean): ApiCall[] => {
      let by = split.get(alike);
      if (!by) {
        by = new Map([[true, []], [false, []]]);
        for (const other of alike) by.get(queriesSrv(ctx, other))!.push(other);
        split.set(alike, by);
      }
      return by.get(srv)!;
    };
    for (const { call, lists, alike } of calls) {
      if (call.method === undefined) continue;
      // A variable given this list's records or another's is known SRV only when every list asked for SRV.
      const srvList = queriesSrv(ctx, call);
      const sameKind = alikeAsking(alike, srvList);
      migrateReads(ctx, resultItems(ctx, call, { list: lists, alike: sameKind }), { srvList, done });
    }
    // Parameters typed with the SRV bodies' record type (\`record: T\`, \`records: T[]\`): the type
    // describes records of every kind the code passes, so a read there is reported, never rewritten.
    migrateReads(ctx, typedParameterItems(ctx.j, ctx.root, srvTypes), { srvList: false, done, reportOnly: true });
    // Records a function or a method of a class imported from another module of the run is written to return
    // (\`records: Promise<SrvRecord[]>\`): typed values too, of every kind the method hands out.
    migrateReads(ctx, importedRecordReturns(ctx), { srvList: false, done, reportOnly: true });
  },
  followUp: relaxImportedTypes,
});

function migrateBody(ctx: Ctx, call: ApiCall, bodies: Set<any>, srvTypes: Set<string>): void {
  const obj = bodyObject(ctx, call);
  if (!obj || obj.type !== 'ObjectExpression' || bodies.has(obj)) return;
  bodies.add(obj);
  // A body reported is left as it is (a type relaxed for other bodies still accepts it).
  const left = <K extends keyof typeof messages>(at: any, messageId: K, ...data: DataArgs<(typeof messages)[K]>): void => {
    ctx.report(at, messageId, ...data);
  };
  const type = literalOf(ctx, propertyValue(obj, 'type'));
  if (type !== undefined && type.toUpperCase() !== 'SRV') return;
  if (type !== undefined) for (const { name } of writtenTypeNames(ctx, obj)) srvTypes.add(name);
  // The data: written in the body, or set after it is built (`body.data = {…}` in the same function).
  const dataProp = getProperty(obj, 'data');
  const assigned = dataProp ? undefined : assignedMember(ctx, obj, 'data', call.path.value);
  const dataAt = dataProp ?? assigned?.statement;
  const dataValue = dataProp ? dataProp.value : assigned?.value;
  // Or returned by the 'SRV' case of a helper of the file (`data: recordData('SRV', service, proto, name)`).
  const helper = dataAt && !assigned?.several && !objectOf(ctx, dataValue) ? srvHelper(ctx, dataValue) : undefined;
  const data = dataAt && !assigned?.several ? objectOf(ctx, dataValue) ?? helper?.object : undefined;
  const present = data ? PARTS.filter((k) => getProperty(data, k)) : [];
  // A helper's parameters, as this call passes them: rewritten only when the call takes the 'SRV' case and the helper is this body's alone.
  const helperArgs = helper && type !== undefined ? helperValues(ctx, helper) : undefined;
  if (call.sdk?.generation === 'v1') {
    if (type !== undefined || present.length > 0) {
      left(call.path, 'v1NoName');
    }
    return;
  }
  if (helper && present.length > 0 && !helperArgs) {
    left(dataAt, 'dataHelper', { helper: helper.name, fields: present.join('/') });
    return;
  }
  if (type === undefined) {
    if (present.length > 0) {
      left(getProperty(obj, 'type') ?? call.path, 'typeNotLiteral', { fields: present.join('/') });
    }
    return;
  }
  if (!dataAt) return;
  if (assigned?.several || !data) {
    left(dataAt, 'dataElsewhere');
    return;
  }
  if (present.length === 0) {
    if (data.properties.some((p: any) => p.type === 'SpreadElement' || p.type === 'SpreadProperty')) {
      left(dataAt, 'dataSpread');
    } else if (getProperty(obj, 'name')) {
      standingTypeFindings(ctx, obj);
    }
    return;
  }
  const topName = getProperty(obj, 'name');
  const typeProp = getProperty(obj, 'type');
  const partProps = PARTS.map((k) => getProperty(data, k));
  // The values the full name is made of, as the body sees them (a helper's parameters: the call's arguments).
  const partValues: MaybeNode[] = helperArgs ?? partProps.map((p) => p?.value);
  const nameCode = (): string | undefined => {
    const missing = PARTS.filter((_, i) => !partProps[i]);
    if (missing.length > 0) {
      left(dataAt, 'dataMissing', { missing: missing.join('/'), fields: present.join('/') });
      return undefined;
    }
    const base = literalOf(ctx, partValues[2]) ?? (mayBeApex(ctx, partValues[2]) ? '@' : undefined);
    if (base === '@' || base === '') {
      left(dataAt, 'zoneApex', { base, prefix: [0, 1].map((i) => literalOf(ctx, partValues[i]) ?? `<${PARTS[i]}>`).join('.') });
      return undefined;
    }
    // Set after the body is built: the name goes in the body, where its values must already stand.
    if (assigned && !availableAt(ctx, partValues, obj, assigned.path)) {
      left(dataAt, 'dataAssigned', { fields: present.join('/') });
      return undefined;
    }
    return fullNameCode(ctx, partValues);
  };

  // The top-level name: added, replaced (when it is the base name data.name also holds) or kept.
  let nameEdit: { replace?: any; code: string } | undefined;
  if (topName) {
    const dataName = partValues[2];
    const top = sourceOf(ctx, unwrap(topName.value));
    if (dataName && top !== undefined && top === sourceOf(ctx, unwrap(dataName))) {
      const code = nameCode();
      if (code === undefined) return;
      nameEdit = { replace: topName, code };
    } else {
      const written = literalOf(ctx, topName.value);
      if (written !== undefined && !written.startsWith('_')) {
        left(topName, 'baseNameOnly', { name: written, fields: present.join('/') });
        return;
      }
    }
  } else {
    const code = nameCode();
    if (code === undefined) return;
    nameEdit = { code };
  }

  // The output compiles if the input did: a body whose type cannot be relaxed is left as it is.
  if (!relaxTypes(ctx, obj, !topName)) return;
  const removed = partProps.filter(Boolean);
  const objEdits: TextEdit[] = [];
  const dataEdits = removePropertiesEdits(data, removed, ctx.file.source);
  const w = writtenText(obj, ctx.file.source);
  const dw = writtenText(data, ctx.file.source);
  const dataInside = !!(w && dw && w.source === dw.source && dw.start >= w.start && dw.end <= w.end);
  if (nameEdit?.replace) {
    objEdits.push({ start: nameEdit.replace.start, end: nameEdit.replace.end, text: `name: ${nameEdit.code}` });
  } else if (nameEdit) {
    // Right after `type` (before the entry that follows it), else first.
    const typeAt = obj.properties.indexOf(typeProp);
    const before = (typeAt >= 0 ? obj.properties[typeAt + 1] : undefined) ?? typeProp ?? obj.properties[0];
    const edit = before && insertBeforeEdit(before, `name: ${nameEdit.code}`, ctx.file.source);
    if (edit) objEdits.push(edit);
    else if (!before && w) objEdits.push({ start: w.start + 1, end: w.start + 1, text: ` name: ${nameEdit.code} ` });
  }
  const objPath = pathOfNode(ctx, obj);
  const dataPath = dataInside ? undefined : pathOfNode(ctx, data);
  const textOk =
    w && objPath && dataEdits && objEdits.length === (nameEdit ? 1 : 0) && (dataInside || (dw && dataPath));
  if (textOk) {
    const ok = dataInside
      ? replaceWithEdits(objPath, [...objEdits, ...dataEdits!], ctx.file.source, ctx.file.path)
      : replaceWithEdits(dataPath!, dataEdits!, ctx.file.source, ctx.file.path) &&
        (objEdits.length === 0 || replaceWithEdits(objPath, objEdits, ctx.file.source, ctx.file.path));
    if (ok) {
      ctx.changed();
      return;
    }
  }
  // Nodes with no written text (built by another transform): edit the tree; recast reprints them.
  const { j } = ctx;
  const parsedName = nameEdit && (j(`(${nameEdit.code})`).find(j.Expression).paths()[0]?.value as any);
  if (nameEdit?.replace) {
    nameEdit.replace.value = parsedName;
    nameEdit.replace.shorthand = false;
  } else if (nameEdit) {
    obj.properties.splice(obj.properties.indexOf(typeProp) + 1, 0, j.objectProperty(j.identifier('name'), parsedName));
  }
  data.properties = data.properties.filter((p: any) => !removed.includes(p));
  ctx.changed();
}

/**
 * `body.<member> = …`, a statement of its own after `const body = {…}` and before the request that
 * sends it (`sent`), in the function that builds the body (not in a callback of it); `several` when
 * there is more than one such statement.
 */
function assignedMember(ctx: TransformContext, obj: ObjectExpression, member: string, sent: ASTNode): { statement: ASTNode; value: MaybeNode; path: ASTPath; several?: true } | undefined {
  let at = pathOfNode(ctx, obj)?.parentPath;
  while (at && isWrapper(at.value)) at = at.parentPath;
  const declarator = at?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier') return undefined;
  const id = declarator.id;
  const index = currentIndex(ctx);
  const owner = enclosingFunction(at!)?.value;
  const found = index.of('AssignmentExpression').filter((p) => {
    const { left, operator } = p.value;
    const object = isMember(left) && !left.computed && memberName(left) === member ? unwrap(left.object) : undefined;
    return (
      operator === '=' &&
      object?.type === 'Identifier' &&
      object.name === id.name &&
      p.parentPath?.value?.type === 'ExpressionStatement' &&
      enclosingFunction(p)?.value === owner &&
      declarationsAt(index, p, id.name).some((d) => d.id === id) &&
      offset(p.value, 'start', -1) > offset(obj, 'end', Infinity) &&
      offset(p.value, 'end', Infinity) < offset(sent, 'start', -1)
    );
  });
  if (found.length === 0) return undefined;
  const first = found[0];
  return { statement: first.parentPath.value, value: first.value.right, path: first, ...(found.length > 1 ? { several: true as const } : {}) };
}

/** A node's offset in the source (Babel's `start`/`end`), or the fallback for one built in code. */
const offset = (node: ASTNode, at: 'start' | 'end', fallback: number): number => (node as { start?: number; end?: number })[at] ?? fallback;

/** The names an expression reads (through members, templates and operators); undefined for anything else (a call, a function…). */
function namesRead(node: MaybeNode): string[] | undefined {
  const n = unwrap(node);
  if (!n) return [];
  if (n.type === 'Identifier') return [n.name];
  if (stringValue(n) !== undefined && n.type !== 'TemplateLiteral') return [];
  if (n.type === 'NumericLiteral' || n.type === 'BooleanLiteral' || n.type === 'NullLiteral') return [];
  const parts: MaybeNode[] | undefined =
    n.type === 'TemplateLiteral' ? n.expressions
    : isMember(n) ? [n.object, ...(n.computed ? [n.property] : [])]
    : n.type === 'BinaryExpression' || n.type === 'LogicalExpression' ? [n.left, n.right]
    : n.type === 'ConditionalExpression' ? [n.test, n.consequent, n.alternate]
    : undefined;
  if (!parts) return undefined;
  const out: string[] = [];
  for (const part of parts) {
    const names = namesRead(part);
    if (!names) return undefined;
    out.push(...names);
  }
  return out;
}

/**
 * Whether the values of data set after the body is built (at \`at\`) can be read where the body is
 * written: each name they read is the same binding there, a parameter or import never assigned, or a
 * const declared before the body (a global stays a global).
 */
function availableAt(ctx: TransformContext, values: MaybeNode[], obj: ObjectExpression, at: ASTPath): boolean {
  const index = currentIndex(ctx);
  const objPath = pathOfNode(ctx, obj);
  if (!objPath) return false;
  const assigned = (id: ASTNode): boolean =>
    index.of('AssignmentExpression', 'UpdateExpression').some((p) => {
      const target = unwrap(p.value.type === 'UpdateExpression' ? p.value.argument : p.value.left);
      return target?.type === 'Identifier' && declarationsAt(index, p, target.name).some((d) => d.id === id);
    });
  return values.every((value) => {
    const names = namesRead(value);
    return (
      names !== undefined &&
      names.every((name) => {
        const there = declarationsAt(index, at, name);
        const here = declarationsAt(index, objPath, name);
        if (there.length !== here.length || there.some((d, i) => d.id !== here[i].id)) return false;
        if (there.length === 0) return true;
        const d = there[0];
        if (d.declarator) return d.declarator.parentPath?.value?.kind === 'const' && offset(d.declarator.value, 'end', Infinity) <= offset(obj, 'start', -1);
        return !assigned(d.id);
      })
    );
  });
}

/** A function of the file whose `switch` on a parameter has a `case 'SRV':` returning an object literal. */
interface SrvHelper {
  name: string;
  id: ASTNode;
  fn: FunctionNode;
  call: CallExpression;
  /** The object the 'SRV' case returns. */
  object: ObjectExpression;
  /** The parameter the switch tests. */
  typeParam: number;
  /** Whether the case before falls through into 'SRV' (`case 'URI': case 'SRV':`): the object is not SRV's alone. */
  shared: boolean;
}

/** Statements that end by leaving their case: a return, throw, break or continue last (also in a block). */
function leaves(statements: ASTNode[]): boolean {
  const last = statements[statements.length - 1];
  if (last?.type === 'BlockStatement') return leaves(last.body);
  return last?.type === 'ReturnStatement' || last?.type === 'ThrowStatement' || last?.type === 'BreakStatement' || last?.type === 'ContinueStatement';
}

/** The helper a data value is the result of (`data: recordData(type, service, proto, name, …)`). */
function srvHelper(ctx: TransformContext, value: MaybeNode): SrvHelper | undefined {
  const call = unwrap(value);
  const callee = call?.type === 'CallExpression' ? unwrap(call.callee) : undefined;
  const at = callee?.type === 'Identifier' ? pathOfNode(ctx, call) : undefined;
  if (!at) return undefined;
  const index = currentIndex(ctx);
  const declared = declarationsAt(index, at, callee.name);
  if (declared.length !== 1) return undefined;
  const d = declared[0];
  const init = d.declarator ? unwrap((d.declarator.value as VariableDeclarator).init) : undefined;
  const fn: FunctionNode | undefined = isFunction(init) ? init : index.of('FunctionDeclaration').map((p) => p.value as FunctionNode).find((f) => f.id === d.id);
  if (!fn || fn.body.type !== 'BlockStatement') return undefined;
  for (const sw of ctx.j(fn.body).find(ctx.j.SwitchStatement).nodes()) {
    const tested = unwrap(sw.discriminant);
    const typeParam = tested?.type === 'Identifier' ? fn.params.findIndex((p) => p.type === 'Identifier' && p.name === tested.name) : -1;
    const srv = typeParam >= 0 ? sw.cases.find((c) => c.test && stringValue(c.test)?.toUpperCase() === 'SRV') : undefined;
    if (!srv) continue;
    const before = sw.cases[sw.cases.indexOf(srv) - 1];
    const shared = !!before && !leaves(before.consequent);
    const statements = srv.consequent.length === 1 && srv.consequent[0].type === 'BlockStatement' ? srv.consequent[0].body : srv.consequent;
    const returned = statements.find((st) => st.type === 'ReturnStatement') as ReturnStatement | undefined;
    const object = unwrap(returned?.argument);
    if (object?.type === 'ObjectExpression') return { name: callee.name, id: d.id, fn, call, object, typeParam, shared };
  }
  return undefined;
}

/**
 * The values of the helper's 'SRV' case as this call passes them (each of service, proto and name a
 * parameter the helper never reassigns, its argument free of effects), when the call takes that case
 * (its type argument is the literal 'SRV', and no other case falls through into it) and the helper is this body's alone: every other use of it
 * in the file is a call that takes another case, and it is not exported. Undefined otherwise.
 */
function helperValues(ctx: TransformContext, h: SrvHelper): MaybeNode[] | undefined {
  const args = h.call.arguments;
  if (h.shared || args.some((a) => a.type === 'SpreadElement') || literalOf(ctx, args[h.typeParam])?.toUpperCase() !== 'SRV') return undefined;
  const { j } = ctx;
  const reassigned = new Set<string>();
  j(h.fn.body).find(j.AssignmentExpression).forEach((p) => p.value.left.type === 'Identifier' && reassigned.add(p.value.left.name));
  j(h.fn.body).find(j.UpdateExpression).forEach((p) => p.value.argument.type === 'Identifier' && reassigned.add(p.value.argument.name));
  const values = PARTS.map((k) => {
    const v = unwrap(propertyValue(h.object, k));
    const i = v?.type === 'Identifier' && !reassigned.has(v.name) ? h.fn.params.findIndex((p) => p.type === 'Identifier' && p.name === v.name) : -1;
    const arg = i >= 0 ? args[i] : undefined;
    return arg && isEffectFree(arg) && namesRead(arg) !== undefined ? arg : undefined;
  });
  if (values.some((v) => !v)) return undefined;
  const index = currentIndex(ctx);
  const fnPath = pathOfNode(ctx, h.fn);
  let holder = fnPath?.parentPath;
  while (holder && (holder.value?.type === 'VariableDeclarator' || holder.value?.type === 'VariableDeclaration' || Array.isArray(holder.value) || isWrapper(holder.value))) holder = holder.parentPath;
  if (!fnPath || /^Export/.test(holder?.value?.type ?? '')) return undefined;
  for (const p of index.of('Identifier')) {
    if (p.value === h.id || p.value.name !== h.name || !declarationsAt(index, p, h.name).some((d) => d.id === h.id)) continue;
    const parent = p.parentPath?.value;
    if ((isMember(parent) && parent.property === p.value && !parent.computed) || (isProperty(parent) && parent.key === p.value && !parent.shorthand)) continue;
    if (parent?.type !== 'CallExpression' || parent.callee !== p.value) return undefined;
    if (parent === h.call) continue;
    const other = literalOf(ctx, parent.arguments[h.typeParam]);
    if (other === undefined || other.toUpperCase() === 'SRV') return undefined;
  }
  return values;
}

/** The module a type name is imported from (as written) and its name there (`import { A as B }`). */
const importOf = (ctx: IndexContext, name: string) => {
  const top = ctx.root.get().value;
  return importBinding(top.program ?? top, name);
};

/**
 * One edit of a record type's declaration: on its written text, and the same change made on the tree
 * (for a declaration whose text cannot be re-cut: one an earlier transform of the run reprinted).
 */
type TypeEdit = { text: TextEdit | undefined; tree: () => void };
type TypeEdits = Map<TypeDeclaration, TypeEdit[]>;

/**
 * What a file asks of a record type it imports (plain data, for the follow-up on the module that
 * declares it): to be relaxed, as an SRV body built with it was migrated here (`addName`: it got a
 * top-level name); to say why it cannot be (`keep`: the body was left as it is, see relaxableIn); or
 * to report again what an earlier run reported there (`standing`).
 */
type Verdict = { relax: { addName: boolean } } | { keep: { addName: boolean } } | { standing: true };
type TypeDecision = Verdict & {
  type: string;
  /** The importing file. */
  by: string;
};

/**
 * Where an imported type is declared among the run's files, found through the barrels that re-export
 * it; undefined when it is not an interface or type alias of the run's files.
 */
function runDeclaration(ctx: TransformContext, name: string): RunDeclaration | undefined {
  const from = importOf(ctx, name);
  if (!from || from.imported === 'default' || !ctx.defer) return undefined;
  const declared = ctx.modules?.declaration(from.source, from.imported);
  // A type of build output or a generated file is changed in its source, then rebuilt: reported here.
  return declared && declared.kind !== 'other' && !ctx.modules?.skipped?.(declared.module) ? declared : undefined;
}

/**
 * Asks for the decision on an imported type to be carried out in the module that declares it; false
 * when it is not an interface or type alias of the run's files (the importer then reports it).
 */
function deferType(ctx: TransformContext, name: string, decision: Verdict): boolean {
  const declared = runDeclaration(ctx, name);
  return !!declared && ctx.defer!(declared.module, { type: declared.name, ...decision, by: ctx.file.path } satisfies TypeDecision);
}

/**
 * Makes the body's own record types stop requiring data.service/proto/name (and accept a top-level
 * name); a type imported from another module of the run is changed there, once every importer has
 * decided (see relaxImportedTypes). False, with nothing edited and each reason reported, when some
 * type cannot be relaxed: one of a package, one whose data is not written here, or one this file
 * reads the three through (they must stay required there): the body is then left as it is, so the
 * output still compiles, and is migrated by the run after the type is fixed.
 */
function relaxTypes(ctx: Ctx, obj: any, addedName: boolean): boolean {
  const edits: TypeEdits = new Map();
  const deferred: string[] = [];
  let ok = true;
  for (const { name, at } of writtenTypeNames(ctx, obj)) {
    const local = typeInScope(ctx, name, obj);
    if (local) {
      const reads = readsThrough(ctx, name);
      // Read where a string is required, in this file or in one that imports it: it keeps them.
      const required = reads ? undefined : partRequired(requiredReadOfType(ctx, { name, fields: PART_READS, word: 'data' }));
      if (reads) {
        ctx.report(at, 'typeRead', { type: name });
        ok = false;
      } else if (required) {
        ctx.report(at, 'typeReadRequired', { type: name, ...required });
        ok = false;
      } else if (!relaxType(ctx, name, local, at, obj, addedName, edits, ctx.report)) ok = false;
    } else if (importOf(ctx, name)) {
      // Decided here, carried out by the follow-up on the module that declares it: it must be able to.
      const declared = runDeclaration(ctx, name);
      const program = declared && (ctx.modules?.program?.(declared.module) as object | undefined);
      const there = declared && program ? moduleView(ctx, declared.module, program) : undefined;
      const required = there && partRequired(requiredRead(ctx, there, new Set([declared!.name]), PART_READS) ?? requiredReadElsewhere(ctx, ctx.modules?.of?.(declared!.module), { name: declared!.name, fields: PART_READS, word: 'data' }));
      if (required) {
        ctx.report(at, 'typeReadRequired', { type: name, ...required });
        ok = false;
      } else if (there && relaxableIn(there, declared!.name, addedName)) deferred.push(name);
      else {
        ctx.report(at, addedName ? 'importedTypeName' : 'importedType', { type: name, module: importOf(ctx, name)!.source });
        // What keeps it is written in its module (data of a package's type, say): reported there.
        if (there) deferType(ctx, name, { keep: { addName: addedName } });
        ok = false;
      }
    }
  }
  if (!ok) return false;
  for (const name of deferred) deferType(ctx, name, { relax: { addName: addedName } });
  applyTypeEdits(ctx, edits);
  return true;
}

/**
 * Whether this file reads data.service/proto/name through the record type (a parameter typed with it,
 * or an element of one): such a read needs them required (a string where one is needed), so the
 * type keeps them. The reads the transform rewrites (of API responses) are not made through it.
 */
function readsThrough(ctx: Ctx, name: string): boolean {
  return typedParameterItems(ctx.j, ctx.root, new Set([name])).some((item) => partRead(item) !== undefined);
}

/**
 * Whether the follow-up on the module that declares the record type (`view`, its program as the run
 * began) will relax it: the type and its data are written there as relaxType needs them. Its edits
 * are made on the module's text then, or on its tree: they do not fail.
 */
function relaxableIn(view: ModuleView, name: string, addedName: boolean): boolean {
  const declared = moduleTypeDeclaration(view.root.get().value as Program, name);
  return !!declared && relaxType(view, name, membersOf(declared), declared, declared, addedName, new Map(), () => undefined);
}

/**
 * A body migrated by an earlier run (type 'SRV', a top-level name, data without service/proto/name):
 * the findings that run made on its record type, about what this file cannot change (a type of a
 * package, an alias it cannot see through), are reported again while their markers stand. Nothing
 * is edited: a type of this file or of the run was relaxed then.
 */
function standingTypeFindings(ctx: Ctx, obj: ASTNode): void {
  const again = reportIfMarked(ctx);
  if (!again) return;
  for (const { name, at } of writtenTypeNames(ctx, obj)) {
    const local = typeInScope(ctx, name, obj);
    // A type of another module of the run: its module reports again what it reported then.
    if (!local && deferType(ctx, name, { standing: true })) continue;
    const from = importOf(ctx, name);
    // Either form of the finding: whether that run added the name is not written anywhere.
    for (const addedName of [true, false]) {
      if (local) relaxType(ctx, name, local, at, obj, addedName, new Map(), again);
      else if (from) again(at, addedName ? 'importedTypeName' : 'importedType', { type: name, module: from.source });
    }
  }
}

/** A report made only when the finding's marker already stands (see ctx.marked), once per place and text. */
function reportIfMarked(ctx: Ctx): Ctx['report'] | undefined {
  const marked = ctx.marked;
  if (!marked) return undefined;
  const seen = new Set<string>();
  return (at, messageId, ...data) => {
    const key = `${(at as { start?: number }).start}\0${messageId}\0${JSON.stringify(data)}`;
    if (seen.has(key) || !marked(at, messageId, ...data)) return;
    seen.add(key);
    ctx.report(at, messageId, ...data);
  };
}

/**
 * The edits that make one declared record type stop requiring data.service/proto/name (`scope`: where
 * it is seen from). The type may be an interface, an alias of a type literal or an intersection of
 * them and of other types of this file (`type R = Base & { data: {…} }`): the parts that hold `data`
 * and `name` are edited where they are written. Reported when its data is not written here.
 */
function relaxType(ctx: ModuleView, name: string, local: DeclaredMembers, at: any, scope: any, addedName: boolean, edits: TypeEdits, report: Ctx['report']): boolean {
  const edit = (decl: TypeDeclaration, e: TypeEdit) => edits.set(decl, [...(edits.get(decl) ?? []), e]);
  const src = ctx.file.source;
  const { parts, unseen } = objectParts(ctx, local, scope);
  const holding = (member: string) => parts.find((p) => propertySignature(p.members, member));
  const withData = holding('data');
  // A body that already has a top-level name compiled with its type: that type allows one already.
  if (!withData && unseen) {
    report(at, addedName ? 'localTypeName' : 'localType', { type: name });
    return false;
  }
  const dataMember = withData && propertySignature(withData.members, 'data');
  const dataType = dataMember?.typeAnnotation?.typeAnnotation;
  let dataParts: DeclaredMembers[] = [];
  if (dataType?.type === 'TSTypeLiteral') dataParts = [{ members: dataType.members, node: withData!.node }];
  else if (dataType?.type === 'TSTypeReference' && dataType.typeName.type === 'Identifier') {
    const inner = typeInScope(ctx, dataType.typeName.name, scope);
    const from = importOf(ctx, dataType.typeName.name);
    if (inner) dataParts = objectParts(ctx, inner, scope).parts;
    else if (from) {
      report(at, 'importedDataType', { type: dataType.typeName.name, module: from.source });
      return false;
    }
    // Data of a type this file cannot see (a global, a package's): it keeps requiring them.
    else if (!dataType.typeParameters) {
      report(at, addedName ? 'localTypeName' : 'localType', { type: name });
      return false;
    }
  }
  for (const part of dataParts) {
    for (const m of part.members) {
      if (isPropertySignature(m) && (PARTS as readonly string[]).includes(memberKey(m) ?? '') && !m.optional) {
        edit(part.node, { text: optionalMemberEdit(m), tree: () => void (m.optional = true) });
      }
    }
  }
  // `name?: string` beside data (an intersection with a part that requires name still does).
  if (addedName && !holding('name')) {
    const into = withData ?? parts[0];
    const anchor = dataMember ?? into?.members[0];
    if (into && anchor) {
      const { j } = ctx;
      const member = () => Object.assign(j.tsPropertySignature(j.identifier('name'), j.tsTypeAnnotation(j.tsStringKeyword())), { optional: true });
      edit(into.node, { text: insertMemberEdit(anchor, 'name?: string', src), tree: () => void into.members.splice(into.members.indexOf(anchor), 0, member()) });
    }
  }
  return true;
}

/**
 * Makes the edits of record types: on the text of the statement that declares each (the `export`
 * around an exported one: recast keeps no location of its own for a declaration inside an export, so
 * its offsets, of recast's copy of the file with "\n" line ends and tabs expanded, would be read
 * against the file itself), else on the tree (recast reprints the members edited). Either way the
 * type is relaxed: a body migrated with it still compiles.
 */
function applyTypeEdits(ctx: Ctx, edits: TypeEdits): void {
  for (const [decl, list] of edits) {
    const path = pathOfNode(ctx, decl);
    const parent = path?.parentPath?.value;
    const statement = /^Export/.test(parent?.type ?? '') && parent.declaration === decl ? path!.parentPath : path;
    const texts = list.flatMap((e) => (e.text ? [e.text] : []));
    if (!(statement && texts.length === list.length && replaceWithEdits(statement, texts, ctx.file.source, ctx.file.path))) {
      for (const e of list) e.tree();
    }
    ctx.changed();
  }
}

/**
 * The follow-up on a module whose record types other files build SRV bodies with: a type is relaxed
 * as one of the same file would be, as soon as some importer migrated a body built with it. Bodies
 * left as they were still type-check; code that reads data.service/proto/name through it now sees
 * them as optional, which they are (the API no longer returns them: those reads are reported).
 */
function relaxImportedTypes(ctx: Ctx, requests: unknown[]): void {
  const byType = new Map<string, TypeDecision[]>();
  for (const r of requests as TypeDecision[]) byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
  const program = ctx.root.get().value.program;
  const edits: TypeEdits = new Map();
  const again = reportIfMarked(ctx);
  for (const [name, decisions] of byType) {
    // Importers ask only the module that declares the type (see deferType).
    const declared = moduleTypeDeclaration(program, name);
    if (!declared) continue;
    const relax = decisions.filter((d): d is TypeDecision & { relax: { addName: boolean } } => 'relax' in d);
    const keep = decisions.filter((d): d is TypeDecision & { keep: { addName: boolean } } => 'keep' in d);
    if (relax.length > 0) relaxType(ctx, name, membersOf(declared), declared, declared, relax.some((d) => d.relax.addName), edits, ctx.report);
    // Its importers left their bodies as they were: why it cannot be relaxed is reported here (nothing is edited).
    else if (keep.length > 0) relaxType(ctx, name, membersOf(declared), declared, declared, keep.some((d) => d.keep.addName), new Map(), ctx.report);
    // Only bodies an earlier run migrated: what it reported here stands while its marker does.
    else if (again) for (const addName of [true, false]) relaxType(ctx, name, membersOf(declared), declared, declared, addName, new Map(), again);
  }
  applyTypeEdits(ctx, edits);
}

/** `x.type === 'SRV'` (either side, == too) tested on the expression written `subject`: the literal, else undefined. */
function typeTest(ctx: TransformContext, test: any, subject: string): string | undefined {
  const t = unwrap(test);
  if (t?.type === 'LogicalExpression' && t.operator === '&&') return typeTest(ctx, t.left, subject) ?? typeTest(ctx, t.right, subject);
  if (t?.type !== 'BinaryExpression' || (t.operator !== '===' && t.operator !== '==')) return undefined;
  for (const [a, b] of [[t.left, t.right], [t.right, t.left]]) {
    const m = unwrap(a);
    if (isMember(m) && memberName(m) === 'type' && sourceOf(ctx, unwrap(m.object)) === subject) {
      const value = stringValue(b);
      if (value !== undefined) return value.toUpperCase();
    }
  }
  return undefined;
}

/** What a callback's returned expression says about its parameter's type. */
function filterType(ctx: TransformContext, fn: any, param: string): string | undefined {
  const body = fn.body?.type === 'BlockStatement' ? fn.body.body.find((s: any) => s.type === 'ReturnStatement')?.argument : fn.body;
  return body ? typeTest(ctx, body, param) : undefined;
}

/** The record type known where the read sits: a type test guarding it (`&&`, `?:`, `if`). */
function guardType(ctx: TransformContext, read: ASTPath<any>, subject: string): string | undefined {
  for (let p: ASTPath<any> = read; p.parentPath; p = p.parentPath) {
    const parent = p.parentPath.value;
    if (parent?.type === 'LogicalExpression' && parent.operator === '&&' && p.name === 'right') {
      const t = typeTest(ctx, parent.left, subject);
      if (t) return t;
    }
    if ((parent?.type === 'ConditionalExpression' || parent?.type === 'IfStatement') && p.name === 'consequent') {
      const t = typeTest(ctx, parent.test, subject);
      if (t) return t;
    }
  }
  return undefined;
}

/** Whether the list call asked for SRV records only (`?type=SRV`, SDK `{ type: 'SRV' }`). */
function queriesSrv(ctx: TransformContext, call: ApiCall): boolean {
  if (/(?:^|&)type=SRV(?:&|$)/i.test(call.query)) return true;
  const params = call.surface === 'sdk' ? objectOf(ctx, call.bodyNode) : undefined;
  return params ? literalOf(ctx, propertyValue(params, 'type'))?.toUpperCase() === 'SRV' : false;
}

/** The item's `.data.service/proto/name` when it is read there (not assigned, updated or deleted). */
function partRead(item: ItemRef): { readPath: ASTPath<any>; part: Part; record: MemberExpression['object'] } | undefined {
  const dataPath = item.path.parentPath;
  const data = dataPath?.value;
  if (!isMember(data) || data.object !== item.path.value || memberName(data) !== 'data') return undefined;
  const readPath = dataPath.parentPath;
  const read = readPath?.value;
  const part = isMember(read) && read.object === data ? (memberName(read) as Part | undefined) : undefined;
  if (!part || !(PARTS as readonly string[]).includes(part)) return undefined;
  const parent = readPath.parentPath?.value;
  if ((parent?.type === 'AssignmentExpression' && parent.left === read) || parent?.type === 'UpdateExpression' || (parent?.type === 'UnaryExpression' && parent.operator === 'delete')) return undefined;
  return { readPath, part, record: data.object };
}

/**
 * Reads of data.service/proto/name on the items: rewritten from the record's name where the record
 * is known to be SRV (unless \`reportOnly\`), reported where its type is not known, left alone where
 * it is known to be another type. \`done\` holds the reads already handled (each is handled once).
 */
function migrateReads(ctx: Ctx, items: ItemRef[], options: { srvList: boolean; done: Set<any>; reportOnly?: boolean }): number {
  const { j } = ctx;
  const { srvList, done, reportOnly = false } = options;
  let reported = 0;
  for (const item of items) {
    const found = partRead(item);
    if (!found) continue;
    const { readPath, part, record } = found;
    const read = readPath.value;
    if (done.has(read)) continue;
    done.add(read);
    const subject = sourceOf(ctx, unwrap(item.path.value));
    const known =
      (subject !== undefined ? guardType(ctx, readPath, subject) : undefined) ??
      item.filters.map((f) => filterType(ctx, f.fn, f.param)).find(Boolean) ??
      (srvList ? 'SRV' : undefined);
    if (known !== undefined && known !== 'SRV') continue;
    if (known === undefined || reportOnly) {
      reported++;
      ctx.report(readPath, part === 'name' ? 'readName' : part === 'service' ? 'readService' : 'readProto');
      continue;
    }
    const q = fileQuote(ctx.file.source);
    const dot = () => Object.assign(j.stringLiteral('.'), { extra: { rawValue: '.', raw: `${q}.${q}` } });
    const split = j.callExpression(j.memberExpression(j.memberExpression(record, j.identifier('name')), j.identifier('split')), [dot()]);
    const replacement =
      part === 'name'
        ? j.callExpression(j.memberExpression(j.callExpression(j.memberExpression(split, j.identifier('slice')), [j.numericLiteral(2)]), j.identifier('join')), [dot()])
        : j.memberExpression(split, j.numericLiteral(part === 'service' ? 0 : 1), true);
    readPath.replace(replacement);
    ctx.changed();
  }
  return reported;
}
