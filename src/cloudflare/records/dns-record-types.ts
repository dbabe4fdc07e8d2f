import type { ASTNode, ASTPath, Identifier, ObjectExpression } from 'jscodeshift';
import { namedImports } from '../named-imports';
import type { TransformContext } from '../../types';
import type { IndexContext } from '../../ast/node-index';
import { currentIndex, pathOfNode } from '../../ast/node-index';
import { isMember, isProperty, keyName, memberName, stringValue, unwrap, type MaybeNode, type MemberNode, type PropertyNode } from '../../ast/syntax';
import { memberKey, propertySignature, writtenMembers, type TypeMember } from '../../ast/type-declarations';
import { codeOf, replaceWithEdits } from '../../edit/text-edits';
import { changeMembers, optionalOnTree } from '../../edit/type-members';
import type { ItemRef } from '../responses/items';
import { spanOf } from '../../ast/span';
import { scriptContainerOf } from '../../parse/script-blocks';
import { fieldRead, requiredReadOfType } from './required-reads';
import { recordShapesCount } from './shape-anchor';
import { annotatedByResponse, castByRun } from './response-reaches';
import { DROPPED_RECORD_FIELDS } from './dropped-fields';

/**
 * Hand-written DNS record types and schemas, for the transforms that retire a field of the record
 * (`locked`, `zone_id`, `zone_name`): which types and zod schemas are records, where a field is read,
 * and the edit that deletes a member or makes it optional.
 */

/**
 * A key holding a DNS record's id under another name (`record_id`, `cfRecordId`, `dns_record_id`): the
 * object points at a record, as an app's own row or job does, and is not one. A record never names its
 * own id that way, and the zone_id, zone_name or locked beside it are the app's.
 */
const POINTS_AT_RECORD = /record_?id$/i;

/**
 * Keys that make a type or schema recognisably a DNS record: type, name, content, and proxied or ttl,
 * and no key pointing at another record (`POINTS_AT_RECORD`).
 */
export function looksLikeRecord(keys: Array<string | undefined>): boolean {
  const k = new Set(keys);
  return recordCore(keys) && (k.has('proxied') || k.has('ttl'));
}

/** id-less core of a record's keys: type, name, content, and no key pointing at another record. */
function recordCore(keys: Array<string | undefined>): boolean {
  const k = new Set(keys);
  if (keys.some((key) => key !== undefined && POINTS_AT_RECORD.test(key))) return false;
  return k.has('type') && k.has('name') && k.has('content');
}

/**
 * A named type with a record's id whose other members do not make a record (`looksLikeRecord`): a
 * record type only where a DNS record response is written with it (response-reaches.ts's
 * `annotatedByResponse`: `http.get<{ result: T[] }>(…/dns_records)`), the shape alone being too thin.
 * One with a field the API dropped (`{ id; name; zone_id; zone_name }`) needs no more members: a cast
 * of a DNS record response to it, here or in a module of the run importing it (`castByRun`), proves it too.
 */
function reachedThinRecord(ctx: TransformContext, name: string, keys: Array<string | undefined>): boolean {
  if (!keys.includes('id') || keys.some((key) => key !== undefined && POINTS_AT_RECORD.test(key))) return false;
  if (recordCore(keys)) return annotatedByResponse(ctx, name);
  return keys.some((key) => key !== undefined && DROPPED_RECORD_FIELDS.includes(key)) && (annotatedByResponse(ctx, name) || castByRun(ctx, name));
}

export interface RecordDeclaration {
  /** The interface or alias name; undefined for an inline type literal. */
  name?: string;
  node: ASTNode;
  members: TypeMember[];
}

export interface RecordTypes {
  /** Names of record types: interfaces, aliases, and `z.infer` aliases of record schemas. */
  typeNames: Set<string>;
  /** Interfaces, aliases and inline type literals whose members are a record's. */
  declarations: RecordDeclaration[];
  /** `z.infer<typeof S>` alias name → schema const name. */
  schemaAliases: Map<string, string>;
}

/**
 * Hand-written DNS record types of the file: interfaces and type literals whose members are
 * recognisably a DNS record's, and aliases of `z.infer<typeof S>` for a recognised zod schema. None
 * where the shape alone does not make a Cloudflare record (no anchor in the run: recordShapesCount).
 */
export function recordTypes(ctx: TransformContext): RecordTypes {
  const typeNames = new Set<string>();
  const declarations: RecordDeclaration[] = [];
  const schemaAliases = new Map<string, string>();
  if (!recordShapesCount(ctx)) return { typeNames, declarations, schemaAliases };
  const index = currentIndex(ctx);
  const named = new Set<ASTNode>();
  index.of('TSInterfaceDeclaration', 'TSTypeAliasDeclaration').forEach((p) => {
    const v = p.value;
    const members = writtenMembers(v);
    const keys = members?.map(memberKey);
    if (members && keys && (looksLikeRecord(keys) || reachedThinRecord(ctx, (v.id as Identifier).name, keys))) {
      const name = (v.id as Identifier).name;
      typeNames.add(name);
      declarations.push({ name, node: v, members });
      named.add(v.type === 'TSInterfaceDeclaration' ? v.body : v.typeAnnotation);
    }
  });
  index.of('TSTypeLiteral').forEach((p) => {
    const v = p.value;
    if (v.type === 'TSTypeLiteral' && !named.has(v) && looksLikeRecord(v.members.map(memberKey))) {
      declarations.push({ node: v, members: v.members });
    }
  });
  const schemas = new Set(recordSchemas(ctx).map((o) => schemaNames.get(o)).filter(Boolean));
  index.of('TSTypeAliasDeclaration').forEach((p) => {
    const v = p.value;
    const t = v.typeAnnotation;
    const arg = t?.type === 'TSTypeReference' && t.typeParameters?.params?.[0];
    const infer = t?.type === 'TSTypeReference' && t.typeName.type === 'TSQualifiedName' && ['infer', 'output', 'input'].includes((t.typeName.right as Identifier).name);
    if (infer && arg && arg.type === 'TSTypeQuery' && arg.exprName.type === 'Identifier' && schemas.has(arg.exprName.name)) {
      typeNames.add((v.id as Identifier).name);
      schemaAliases.set((v.id as Identifier).name, arg.exprName.name);
    }
  });
  return { typeNames, declarations, schemaAliases };
}

/**
 * The record types and schemas of `recordTypes`/`recordSchemas` that describe a record the API returns:
 * those with an `id` member. A record read from the API always carries its id; the input of a command
 * that creates or moves a record has none (its `zone_id`/`zone_name` pick the zone to send it to), so
 * fields the API stopped returning are not that input's to lose. An interface that extends another counts.
 */
export function returnedRecords(ctx: TransformContext): { typeNames: Set<string>; declarations: RecordDeclaration[]; schemas: ReturnType<typeof recordSchemas> } {
  const { declarations, schemaAliases } = recordTypes(ctx);
  const schemas = recordSchemas(ctx).filter((o) => o.properties.some((q: ASTNode) => isProperty(q) && keyName(q) === 'id'));
  // An interface that extends another may take its id from there.
  const kept = declarations.filter((d) => d.members.some((m) => memberKey(m) === 'id') || (d.node.type === 'TSInterfaceDeclaration' && (d.node.extends?.length ?? 0) > 0));
  const schemaConsts = new Set(schemas.map((o) => schemaNames.get(o)));
  const typeNames = new Set<string>([
    ...kept.flatMap((d) => (d.name === undefined ? [] : [d.name])),
    ...[...schemaAliases].filter(([, schema]) => schemaConsts.has(schema)).map(([alias]) => alias),
  ]);
  return { typeNames, declarations: kept, schemas };
}

/**
 * Local names of record types this file imports from another module of the run (through barrels):
 * interfaces and type-literal aliases whose written members are a record's (`looksLikeRecord`) and
 * pass `also`. Empty outside the runner, and where shapes make no Cloudflare record (recordShapesCount).
 */
export function importedRecordTypes(ctx: TransformContext, also: (members: string[]) => boolean = () => true): string[] {
  if (!recordShapesCount(ctx)) return [];
  return namedImports(ctx)
    .filter(({ declared: { members } }) => members && looksLikeRecord(members) && also(members))
    .map(({ local }) => local.name);
}

/** The const each recognised schema is kept in. */
const schemaNames = new WeakMap<object, string>();

/** The name of the const a schema returned by `recordSchemas` is kept in, if any. */
export function schemaName(schema: object): string | undefined {
  return schemaNames.get(schema);
}

/**
 * zod object schemas of DNS records: `z.object({ type, name, content, ttl|proxied, … })` (their object
 * literal). None where shapes make no Cloudflare record (recordShapesCount).
 */
export function recordSchemas(ctx: TransformContext): ObjectExpression[] {
  if (!recordShapesCount(ctx)) return [];
  const index = currentIndex(ctx);
  const zod = new Set<string>();
  index.of('ImportDeclaration').forEach((p) => {
    if (p.value.source.value === 'zod') for (const s of p.value.specifiers ?? []) zod.add((s.local as Identifier).name);
  });
  index.of('VariableDeclarator').forEach((p) => {
    const init = unwrap(p.value.init);
    if (init?.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'require' && stringValue(init.arguments[0]) === 'zod') {
      if (p.value.id.type === 'Identifier') zod.add(p.value.id.name);
      if (p.value.id.type === 'ObjectPattern') for (const prop of p.value.id.properties) if (isProperty(prop) && prop.value.type === 'Identifier') zod.add(prop.value.name);
    }
  });
  if (zod.size === 0) return [];
  const out: ObjectExpression[] = [];
  index.of('CallExpression').forEach((p) => {
    const callee = p.value.callee;
    if (!isMember(callee) || memberName(callee) !== 'object' || unwrap(callee.object)?.type !== 'Identifier' || !zod.has(unwrap(callee.object).name)) return;
    const obj: MaybeNode = unwrap(p.value.arguments[0]);
    if (obj?.type !== 'ObjectExpression' || !looksLikeRecord(obj.properties.map((q) => (isProperty(q) ? keyName(q) : undefined)))) return;
    // The const the schema is kept in (through .strict(), .passthrough() …), for z.infer aliases.
    let up: ASTPath = p;
    while (up.parent && (isMember(up.parent.value) || up.parent.value.type === 'CallExpression')) up = up.parent;
    const decl = up.parent?.value;
    if (decl?.type === 'VariableDeclarator' && decl.id.type === 'Identifier') schemaNames.set(obj, decl.id.name);
    out.push(obj);
  });
  return out;
}

/** `x.<field>` read on an element reference `x` (not written, not deleted), also through casts and `await` (`(await x).<field>`): fieldRead of one name. */
export const recordFieldRead = (ref: ItemRef, field: string): ASTPath<MemberNode> | undefined => fieldRead(ref, [field]) as ASTPath<MemberNode> | undefined;

/**
 * Whether the file reads `field` anywhere, on any value: `x.field`, `x?.['field']`, `{ field } = x`,
 * or names it in a type (`Pick<R, 'field'>`, `R['field']`). Writes (`x.field = …`, `delete x.field`)
 * do not count.
 */
export function readsFieldAnywhere(ctx: IndexContext, field: string): boolean {
  let found = false;
  currentIndex(ctx).of('MemberExpression', 'OptionalMemberExpression', 'ObjectProperty', 'Property', 'TSLiteralType').forEach((p) => {
    if (found) return;
    const v = p.value;
    if (isMember(v) && memberName(v) === field) {
      const up = p.parentPath?.value;
      const written = (up?.type === 'AssignmentExpression' && up.left === v) || (up?.type === 'UnaryExpression' && up.operator === 'delete');
      if (!written) found = true;
    } else if (isProperty(v) && keyName(v) === field && p.parentPath?.parentPath?.value?.type === 'ObjectPattern') {
      found = true;
    } else if (v.type === 'TSLiteralType' && 'value' in v.literal && v.literal.value === field) {
      found = true;
    }
  });
  return found;
}

/**
 * A component (.vue, .svelte, .astro) that imports the type and holds the field's name: its markup
 * (`{{ r.locked }}`, `{#if r.locked}`) is not code the tool reads, so the name there counts as a read.
 */
const inMarkup = (file: string): boolean => scriptContainerOf(file) !== undefined;

/** The edit of one member `field` of a record type (`node`, its `members`): deleted, or made optional when `keep`. */
export interface RecordMemberEdit {
  node: ASTNode;
  members: TypeMember[];
  field: string;
  keep: boolean;
}

/** Deletes the `field` member of a record type (or makes it optional when `keep`), as written when it can. */
export function editRecordMember(ctx: TransformContext, edit: RecordMemberEdit): void {
  editRecordMembers(ctx, [edit]);
}

/**
 * editRecordMember for several record types at once: those written in one declaration (the literals of
 * `Pair<{…}, {…}>`, of a union, nested ones) are all edited in this run (see changeMembers).
 */
export function editRecordMembers(ctx: TransformContext, edits: RecordMemberEdit[]): void {
  changeMembers(
    ctx,
    edits.flatMap(({ node, members, field, keep }) => {
      const member = propertySignature(members, field);
      return !member || (keep && member.optional) ? [] : [{ holder: node, members, member, remove: !keep }];
    }),
  );
}

/** `field: z.string()` → `field: z.string().optional()` in a record schema's object literal (left when it is optional already). */
export function optionalSchemaEntry(ctx: TransformContext, obj: ObjectExpression, field: string): void {
  const prop = obj.properties.find((p): p is PropertyNode => isProperty(p) && keyName(p) === field);
  const value = prop?.value;
  const code = value && codeOf(value, ctx.file.source);
  if (!prop || !code || /\.(optional|nullish|default|catch)\(/.test(code)) return;
  const path = pathOfNode(ctx, obj);
  if (path && replaceWithEdits(path, [{ start: spanOf(value)!.end, end: spanOf(value)!.end, text: '.optional()' }], ctx.file.source, ctx.file.path)) ctx.changed();
}

/**
 * Whether the file names `field` anywhere outside type declarations: read or written on any value
 * (`x.field`, `x.field = …`), as an object literal's key or a pattern's (`{ field: 1 }`, `{ field } = x`),
 * or in a type (`Pick<R, 'field'>`). A record type's member of that name cannot go while any does.
 * Entries of the object literals in `except` (the record schemas being edited) do not count.
 */
export function namesField(ctx: IndexContext, field: string, except: ReadonlySet<object> = new Set()): boolean {
  let found = false;
  currentIndex(ctx).of('MemberExpression', 'OptionalMemberExpression', 'ObjectProperty', 'Property', 'TSLiteralType').forEach((p) => {
    if (found) return;
    const v = p.value;
    if (isProperty(v) && except.has(p.parentPath?.parentPath?.value)) return;
    if ((isMember(v) && memberName(v) === field) || (isProperty(v) && keyName(v) === field) || (v.type === 'TSLiteralType' && 'value' in v.literal && v.literal.value === field)) found = true;
  });
  return found;
}

/**
 * Whether the file uses `field` where a record type's member of that name cannot go without breaking
 * it: anything namesField counts, and a string that is the name (`const key: keyof R = 'zone_id'`,
 * `pick(r, ['zone_id'])`), a JSX attribute or an object method of that name.
 */
function mentionsField(ctx: IndexContext, field: string, except: ReadonlySet<object> = new Set()): boolean {
  if (namesField(ctx, field, except)) return true;
  let found = false;
  currentIndex(ctx).of('StringLiteral', 'Literal', 'JSXAttribute', 'ObjectMethod').forEach((p) => {
    if (found) return;
    const v = p.value;
    if (v.type === 'JSXAttribute') found = v.name.type === 'JSXIdentifier' && v.name.name === field;
    else if (v.type === 'ObjectMethod') found = keyName(v) === field;
    else found = 'value' in v && v.value === field;
  });
  return found;
}

/**
 * Whether another module of the run may use `field` through the record type `name` declared here (an
 * inline type literal, `name` undefined: through any declaration of the module), in any way its
 * removal would break (see mentionsField): it imports the type (directly, through barrels, a namespace
 * import, an import type `import('./types').Rec`), receives it from a function or method written to
 * return it, or imports a value of this module (which may be of the type).
 */
export function fieldUsedElsewhere(ctx: TransformContext, name: string | undefined, field: string): boolean {
  const { j } = ctx;
  return (ctx.modules?.importers(name ?? '*', field, { reach: true }) ?? []).some(({ path, program }) => inMarkup(path) || mentionsField({ j, root: j(program as ASTNode) }, field));
}

/**
 * The package that publishes the record type `name` declared here (an inline literal: `name`
 * undefined) through its public entry (see RunModules.publicPackage): its consumers are outside the
 * run, so its members are made optional rather than deleted. Undefined outside the runner.
 */
export function publishingPackage(ctx: TransformContext, name: string | undefined): string | undefined {
  return ctx.modules?.publicPackage?.(name ?? '*');
}

/**
 * Makes the member `field` of a record type its package publishes (see publishingPackage) optional,
 * and says where to report it: the `export` statement around the declaration, which the edit (of the
 * declaration's text) leaves in the tree for the finding's marker. A declaration exported elsewhere
 * (`interface R {…}` then `export { R }`) is edited on the tree instead, and reported on the member.
 * Undefined when the type is not published or has no such member.
 */
export function relaxPublishedMember(ctx: TransformContext, d: RecordDeclaration, field: string): { at: ASTPath | ASTNode; package: string } | undefined {
  const member = propertySignature(d.members, field);
  const pkg = member && publishingPackage(ctx, d.name);
  if (!member || !pkg) return undefined;
  const exported = exportOf(ctx, d.node);
  if (exported) {
    editRecordMember(ctx, { node: d.node, members: d.members, field, keep: true });
    return { at: exported, package: pkg };
  }
  const at = pathOfNode(ctx, member as ASTNode) ?? (member as ASTNode);
  if (!member.optional) {
    optionalOnTree(member);
    ctx.changed();
  }
  return { at, package: pkg };
}

/**
 * The `export` statement around the declaration of a record type (`export interface R {…}`), if it is
 * written so: an edit of the declaration's text replaces the declaration inside it and leaves the
 * export in the tree, so a finding's marker put on it stays where it is and prints above the type.
 */
function exportOf(ctx: TransformContext, node: ASTNode): ASTPath | undefined {
  let statement: ASTPath | undefined = pathOfNode(ctx, node);
  while (statement && !/Statement|Declaration/.test(statement.value.type)) statement = statement.parentPath;
  const wrapper = statement?.parentPath?.value;
  return statement && /^Export(Named|Default)Declaration$/.test(wrapper?.type) ? statement.parentPath : undefined;
}

/** The finding of a record type's member kept because the type is published (see relaxPublishedMember): both transforms that retire a record field report it. */
export const PUBLIC_TYPE = '{{type}} is published by {{package}}: code outside this repository may read its {{field}}, which DNS records no longer carry; made optional, not removed (remove it in a major version)';

/**
 * Whether the member `field` of the record type `name` of this file (a type literal has no name: none)
 * must stay as it is, required: this file or a module of the run that imports the type reads it on a
 * value of the type where its value is required (`function label(r: Rec): string { return r.zone_name }`,
 * `const l: boolean = r.locked`, `r.zone_name.toUpperCase()`; see requiredRead). Made optional, that
 * read would stop compiling under strictNullChecks. The finding's data when it must: the type, the
 * field and where the read is (its function and file, which markers do not move); the member, and
 * where to report it (the export statement around the type, else the member). Undefined when the type has no such member or it is optional already. `here`
 * false leaves out this file's reads (a transform that is yet to rewrite them: `r.locked ?? false`);
 * `literals` false leaves out reads copied into a literal, which such a transform gives their fallback too.
 */
export function requiredMember(ctx: TransformContext, { name, node, members }: RecordDeclaration, field: string, here = true, literals = true): { member: ASTNode; at: ASTPath | ASTNode; data: { type: string; field: string; at: string } } | undefined {
  const member = propertySignature(members, field);
  if (name === undefined || !member || member.optional) return undefined;
  const found = requiredReadOfType(ctx, { name, fields: [[field]], word: field, literals }, here);
  // On the export around the type when there is one: another member's edit reparses the declaration.
  return found && { member: member as ASTNode, at: exportOf(ctx, node) ?? (member as ASTNode), data: { type: name, field, at: found.at } };
}

/** The finding of requiredMember: both transforms that retire a record field report it, and leave the member as it is. */
export const REQUIRED_READ = "{{type}}.{{field}} is read where a value is required ({{at}}): DNS records no longer carry {{field}}, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again";
