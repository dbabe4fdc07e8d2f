import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../src/types';
import { defineTransform } from '../src/transform';
import { codeOf, dropProperties, replaceWithEdits, writtenText, type TextEdit } from '../src/edit/text-edits';
import { optionalMemberEdit, removeMemberEdit } from '../src/edit/type-members';
import { memberKey, propertySignature, typeInScope, writtenMembers, writtenTypeNames, type DeclaredMembers, type TypeMember } from '../src/ast/type-declarations';
import {
  apiAnchorWords,
  bodyObject,
  isMember,
  keyName,
  memberName,
  resultItems,
  stringValue,
  unwrap,
  type ItemRef,
  dnsRecordCalls,
  typedItems,
  isProperty,
  currentIndex,
  pathOfNode,
} from '../src/cloudflare';
import type { IndexContext } from '../src/ast/node-index';

/** Keys that make a type or schema recognisably a DNS record: type, name, content, and proxied or ttl. */
function looksLikeRecord(keys: Array<string | undefined>): boolean {
  const k = new Set(keys);
  return k.has('type') && k.has('name') && k.has('content') && (k.has('proxied') || k.has('ttl'));
}

export default defineTransform({
  id: 'dns-record-locked',
  eol: '2024-07-14',
  kind: 'rewrite',
  title: 'DNS records: locked is no longer returned',
  replacement: 'nothing: the field was always false (read it as `record.locked ?? false`)',
  // `locked` alone: every edit needs that word, and a file that has it is only parsed, then left
  // unless it also holds a DNS record call, type or schema.
  triggers: ['locked'],
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
  still type-check (the API no longer returns it: optional says so);
- zod schemas of such records (z.object({ type, name, content, ttl, locked: z.boolean() })): the locked
  entry goes (a schema requiring it throws once the API omits it), or becomes z.boolean().optional()
  when this file reads locked through the schema's z.infer type.
Reads of x.locked on a known DNS record (an element or result of a DNS record endpoint's response, or
a value typed with a recognised record type) become (x.locked ?? false), which keeps them as they were
(locked was always false); reads whose only use is their truthiness (if, !, &&, ?:, Boolean(),
=== true) and reads already defended (?? or || after them) are left as they are.
Left alone: locked on anything else (sessions, users, mutexes, types without the DNS record members),
and objects with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages: {},
  run(ctx) {
    // Bodies first (a read that only fed a dropped `locked:` entry goes with it).
    for (const { call, writes } of dnsRecordCalls(ctx)) {
      if (writes) dropFromObject(ctx, bodyObject(ctx, call));
    }
    // Then reads, on the tree as it is now.
    const { typeNames, declarations, schemaAliases } = recordTypes(ctx);
    const refs: ItemRef[] = [];
    for (const { call, lists } of dnsRecordCalls(ctx)) {
      if (call.method === undefined) continue;
      refs.push(...resultItems(ctx, call, { list: lists }));
    }
    const typed = typedItems(ctx.j, ctx.root, typeNames, { variables: true });
    const typedReads = new Set<string>();
    for (const { ref, type } of typed) if (lockedRead(ref)) typedReads.add(type);
    const seen = new Set<any>();
    for (const ref of [...refs, ...typed.map((t) => t.ref)]) {
      const read = lockedRead(ref);
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
    const untraced = readsLockedAnywhere(ctx);
    for (const d of declarations) {
      const readHere = untraced || (d.name !== undefined && typedReads.has(d.name));
      editMembers(ctx, d.node, d.members, readHere || (d.name !== undefined && readElsewhere(ctx, d.name)));
    }
    for (const schema of zodSchemas(ctx)) {
      const alias = [...schemaAliases.entries()].find(([, name]) => name === schemaNames.get(schema))?.[0];
      if (alias && typedReads.has(alias)) optionalInSchema(ctx, schema);
      else dropFromObject(ctx, schema);
    }
  },
});

/** `x.locked` read on an element reference `x` (not written, not deleted). */
function lockedRead(ref: ItemRef): ASTPath<any> | undefined {
  const parentPath = ref.path.parentPath;
  const parent = parentPath?.value;
  if (!isMember(parent) || parent.object !== ref.path.value || memberName(parent) !== 'locked') return undefined;
  const up = parentPath.parentPath?.value;
  if (up?.type === 'AssignmentExpression' && up.left === parent) return undefined;
  if (up?.type === 'UpdateExpression' || (up?.type === 'UnaryExpression' && up.operator === 'delete')) return undefined;
  return parentPath;
}

/**
 * Whether another module of the run that imports the record type `name` declared here (directly or
 * through barrels) reads `locked` anywhere: its reads would stop compiling without the member.
 */
function readElsewhere(ctx: TransformContext, name: string): boolean {
  const { j } = ctx;
  return (ctx.modules?.importers(name, 'locked') ?? []).some(({ program }) => readsLockedAnywhere({ j, root: j(program as ASTNode) }));
}

/**
 * Whether the file reads `locked` anywhere, on any value: `x.locked`, `x?.['locked']`, `{ locked } = x`,
 * or names it in a type (`Pick<R, 'locked'>`, `R['locked']`). Writes (`x.locked = …`, `delete x.locked`)
 * do not count.
 */
function readsLockedAnywhere(ctx: IndexContext): boolean {
  let found = false;
  currentIndex(ctx).of('MemberExpression', 'OptionalMemberExpression', 'ObjectProperty', 'Property', 'TSLiteralType').forEach((p: ASTPath<any>) => {
    if (found) return;
    const v = p.value;
    if (isMember(v) && memberName(v) === 'locked') {
      const up = p.parentPath?.value;
      const written = (up?.type === 'AssignmentExpression' && up.left === v) || (up?.type === 'UnaryExpression' && up.operator === 'delete');
      if (!written) found = true;
    } else if (isProperty(v) && keyName(v) === 'locked' && p.parentPath?.parentPath?.value?.type === 'ObjectPattern') {
      found = true;
    } else if (v.type === 'TSLiteralType' && v.literal?.value === 'locked') {
      found = true;
    }
  });
  return found;
}

/** Whether a read's value can only be seen as true/false, or is already given a default. */
function defended(path: ASTPath<any>): boolean {
  let p = path;
  while (p.parentPath && unwrap(p.parentPath.value) !== p.parentPath.value) p = p.parentPath;
  const parentPath = p.parentPath;
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

interface RecordDeclaration {
  /** The interface or alias name; undefined for an inline type literal. */
  name?: string;
  node: ASTNode;
  members: TypeMember[];
}

/**
 * Hand-written DNS record types of the file: interfaces and type literals whose members are
 * recognisably a DNS record's, and aliases of `z.infer<typeof S>` for a recognised zod schema.
 */
function recordTypes(ctx: TransformContext): { typeNames: Set<string>; declarations: RecordDeclaration[]; schemaAliases: Map<string, string> } {
  const index = currentIndex(ctx);
  const typeNames = new Set<string>();
  const declarations: RecordDeclaration[] = [];
  const named = new Set<any>();
  const schemaAliases = new Map<string, string>();
  index.of('TSInterfaceDeclaration', 'TSTypeAliasDeclaration').forEach((p: ASTPath<any>) => {
    const v = p.value;
    const members = writtenMembers(v);
    if (members && looksLikeRecord(members.map(memberKey))) {
      typeNames.add(v.id.name);
      declarations.push({ name: v.id.name, node: v, members });
      named.add(v.type === 'TSInterfaceDeclaration' ? v.body : v.typeAnnotation);
    }
  });
  index.of('TSTypeLiteral').forEach((p: ASTPath<any>) => {
    const v = p.value;
    if (v.type === 'TSTypeLiteral' && !named.has(v) && looksLikeRecord(v.members.map(memberKey))) {
      declarations.push({ node: v, members: v.members });
    }
  });
  const schemas = new Set(zodSchemas(ctx).map((o) => schemaNames.get(o)).filter(Boolean));
  index.of('TSTypeAliasDeclaration').forEach((p: ASTPath<any>) => {
    const v = p.value;
    if (v.type !== 'TSTypeAliasDeclaration') return;
    const t = v.typeAnnotation;
    const arg = t?.type === 'TSTypeReference' && t.typeParameters?.params?.[0];
    const infer = t?.type === 'TSTypeReference' && t.typeName.type === 'TSQualifiedName' && ['infer', 'output', 'input'].includes(t.typeName.right.name);
    if (infer && arg?.type === 'TSTypeQuery' && arg.exprName.type === 'Identifier' && schemas.has(arg.exprName.name)) {
      typeNames.add(v.id.name);
      schemaAliases.set(v.id.name, arg.exprName.name);
    }
  });
  return { typeNames, declarations, schemaAliases };
}


/** The const each recognised schema is kept in. */
const schemaNames = new WeakMap<object, string>();

/** zod object schemas of DNS records: `z.object({ type, name, content, ttl|proxied, … })`. */
function zodSchemas(ctx: TransformContext): any[] {
  const index = currentIndex(ctx);
  const zod = new Set<string>();
  index.of('ImportDeclaration').forEach((p: ASTPath<any>) => {
    if (p.value.source.value === 'zod') for (const s of p.value.specifiers ?? []) zod.add(s.local.name);
  });
  index.of('VariableDeclarator').forEach((p: ASTPath<any>) => {
    const init = unwrap(p.value.init);
    if (init?.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'require' && stringValue(init.arguments[0]) === 'zod') {
      if (p.value.id.type === 'Identifier') zod.add(p.value.id.name);
      if (p.value.id.type === 'ObjectPattern') for (const prop of p.value.id.properties) if (prop.value?.type === 'Identifier') zod.add(prop.value.name);
    }
  });
  if (zod.size === 0) return [];
  const out: any[] = [];
  index.of('CallExpression').forEach((p: ASTPath<any>) => {
    const callee = p.value.callee;
    if (!isMember(callee) || memberName(callee) !== 'object' || unwrap(callee.object)?.type !== 'Identifier' || !zod.has(unwrap(callee.object).name)) return;
    const obj = unwrap(p.value.arguments[0]);
    if (obj?.type !== 'ObjectExpression' || !looksLikeRecord(obj.properties.map((q: any) => (isProperty(q) ? keyName(q) : undefined)))) return;
    // The const the schema is kept in (through .strict(), .passthrough() …), for z.infer aliases.
    let up: ASTPath<any> = p;
    while (up.parent && (isMember(up.parent.value) || up.parent.value.type === 'CallExpression')) up = up.parent;
    const decl = up.parent?.value;
    if (decl?.type === 'VariableDeclarator' && decl.id.type === 'Identifier') schemaNames.set(obj, decl.id.name);
    out.push(obj);
  });
  return out;
}

/** Drops the `locked` entries of an object literal, as written when it can. */
function dropFromObject(ctx: TransformContext, object: any): void {
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
function lockedMayGo(ctx: TransformContext, obj: ASTNode): boolean {
  const declared = writtenTypeNames(ctx, obj).map(({ name }) => typeInScope(ctx, name, obj));
  const editable = declared.filter((local): local is DeclaredMembers => local !== undefined && writtenMembers(local.node) !== undefined);
  if (editable.length < declared.length) return false;
  for (const local of editable) {
    const member = propertySignature(local.members, 'locked');
    if (member && !member.optional) editMembers(ctx, local.node, local.members, true);
  }
  return true;
}

/** `locked: z.boolean()` → `locked: z.boolean().optional()`, for a schema whose inferred type this file reads `locked` through. */
function optionalInSchema(ctx: TransformContext, obj: any): void {
  const prop = obj.properties.find((p: any) => isProperty(p) && keyName(p) === 'locked');
  const value = prop?.value;
  const code = value && codeOf(value, ctx.file.source);
  if (!prop || !code || /\.(optional|nullish|default|catch)\(/.test(code)) return;
  const path = pathOfNode(ctx, obj);
  if (path && replaceWithEdits(path, [{ start: value.end, end: value.end, text: '.optional()' }], ctx.file.source, ctx.file.path)) ctx.changed();
}

/** Deletes the `locked` member of a record type (or makes it optional when `keep`), as written when it can. */
function editMembers(ctx: TransformContext, node: ASTNode, members: TypeMember[], keep: boolean): void {
  const src = ctx.file.source;
  const member = propertySignature(members, 'locked');
  if (!member || (keep && member.optional)) return;
  const w = writtenText(member, src);
  const edit = w && (keep ? optionalMemberEdit(member) : removeMemberEdit(members, member, w.source));
  const edits: TextEdit[] = edit ? [edit] : [];
  // The declaration (interface, alias) or, for an inline literal, the statement around it is rewritten.
  let target: ASTPath<any> | undefined = pathOfNode(ctx, node);
  while (target && !/Statement|Declaration/.test(target.value.type)) target = target.parentPath;
  if (edits.length && target && replaceWithEdits(target, edits, src, ctx.file.path)) {
    ctx.changed();
    return;
  }
  if (keep) member.optional = true;
  else members.splice(members.indexOf(member), 1);
  ctx.changed();
}

