/**
 * Finding the TypeScript declaration of a type name: the interface or type alias a piece of code
 * sees (declared in a block around it, or at the top of a module), or the import that brings the
 * name in; and reading the members such a declaration writes out.
 */
import type { ASTNode, ASTPath, Program, TSInterfaceBody, TSInterfaceDeclaration, TSPropertySignature, TSTypeAliasDeclaration } from 'jscodeshift';
import { keyName, type MaybeNode } from './syntax';
import { heldBy, pathOfNode, type IndexContext } from './node-index';

export type TypeDeclaration = TSInterfaceDeclaration | TSTypeAliasDeclaration;
/** One member of an interface or type literal: a property, method, call or index signature. */
export type TypeMember = TSInterfaceBody['body'][number];

/** A declaration and the members it writes out (none for an alias of anything but a type literal). */
export interface DeclaredMembers {
  node: TypeDeclaration;
  members: TypeMember[];
}

/** The name of a property signature (`a: T`, `'a'?: T`); undefined for other members and computed keys. */
export const memberKey = (m: TypeMember | null | undefined): string | undefined => (isPropertySignature(m) ? keyName(m) : undefined);

export const isPropertySignature = (m: TypeMember | null | undefined): m is TSPropertySignature => m?.type === 'TSPropertySignature';

/** The property signature named `name` among members, else undefined. */
export const propertySignature = (members: TypeMember[], name: string): TSPropertySignature | undefined =>
  members.find((m): m is TSPropertySignature => isPropertySignature(m) && keyName(m) === name);

/** Whether a node is an interface or type alias declaring `name`. */
export const isTypeDeclaration = (v: ASTNode | null | undefined, name: string): v is TypeDeclaration =>
  (v?.type === 'TSInterfaceDeclaration' || v?.type === 'TSTypeAliasDeclaration') && v.id.type === 'Identifier' && v.id.name === name;

/** The members an interface, or an alias of a type literal, writes out; undefined for an alias of anything else. */
export function writtenMembers(v: TypeDeclaration): TypeMember[] | undefined {
  if (v.type === 'TSInterfaceDeclaration') return v.body.body;
  return v.typeAnnotation.type === 'TSTypeLiteral' ? v.typeAnnotation.members : undefined;
}

/** A declaration with the members it writes out. */
export const membersOf = (v: TypeDeclaration): DeclaredMembers => ({ node: v, members: writtenMembers(v) ?? [] });

/** The declaration a statement holds: itself, or what `export` / `export default` declares. */
export function declaredBy(statement: ASTNode): ASTNode | null | undefined {
  return statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
}

/**
 * The interface or type alias named `name` that code at `from` sees: declared in a block around it
 * (the innermost first, exported or not). One declared inside another function is not in scope.
 */
export function typeInScope(ctx: IndexContext, name: string, from: ASTNode): DeclaredMembers | undefined {
  for (let p: ASTPath | undefined = pathOfNode(ctx, from)?.parentPath; p; p = p.parentPath) {
    const v = p.value;
    if (v?.type !== 'BlockStatement' && v?.type !== 'Program' && v?.type !== 'TSModuleBlock') continue;
    for (const statement of v.body) {
      const declared = declaredBy(statement);
      if (isTypeDeclaration(declared, name)) return membersOf(declared);
    }
  }
  return undefined;
}

/** The interface or type alias named `name` at the top of a module, exported or not (the last one). */
export function moduleTypeDeclaration(program: Program, name: string): TypeDeclaration | undefined {
  let declared: TypeDeclaration | undefined;
  for (const statement of program.body) {
    const d = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (isTypeDeclaration(d, name)) declared = d;
  }
  return declared;
}

/**
 * The module a name is imported from (as written) and its name there (`import { A as B }`; `default`;
 * `*` for a namespace), with the identifier the import binds.
 */
export function importBinding(program: Program, name: string): { source: string; imported: string; local: object } | undefined {
  let found: { source: string; imported: string; local: object } | undefined;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const spec = (statement.specifiers ?? []).find((s) => s.local?.name === name);
    if (!spec?.local) continue;
    const imported = spec.type === 'ImportSpecifier' ? (keyName({ key: spec.imported, computed: false }) ?? '') : spec.type === 'ImportNamespaceSpecifier' ? '*' : 'default';
    found = { source: String(statement.source.value), imported, local: spec.local };
  }
  return found;
}

/**
 * The types a value is written with: `const r: T = {…}`, `{…} as T`, `{…} satisfies T`, `<T>{…}`
 * (through parentheses and other casts). `as const` (`<const>{…}`) names no type: left out.
 */
export function writtenTypes(ctx: IndexContext, value: ASTNode): ASTNode[] {
  const out: ASTNode[] = [];
  const add = (annotation: ASTNode | null | undefined) => {
    const t = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
    if (t && !(t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && t.typeName.name === 'const' && !t.typeParameters)) out.push(t);
  };
  const held = heldBy(ctx, value);
  const id = held?.declarator?.value.id;
  if (id && 'typeAnnotation' in id) add(id.typeAnnotation);
  for (const cast of held?.wrappers ?? []) {
    if (cast.type === 'TSAsExpression' || cast.type === 'TSSatisfiesExpression' || cast.type === 'TSTypeAssertion') add(cast.typeAnnotation);
  }
  return out;
}

/**
 * The names of the types a value is written with (`writtenTypes`), with the reference naming each:
 * `const r: T = {…}`, `{…} as T`, `{…} satisfies T`, `<T>{…}`.
 */
export function writtenTypeNames(ctx: IndexContext, value: ASTNode): Array<{ name: string; at: ASTNode }> {
  return writtenTypes(ctx, value).flatMap((t) => (t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' ? [{ name: t.typeName.name, at: t }] : []));
}

/**
 * The object types a declaration is made of, as far as this file writes them: an interface's own
 * members and those of the local interfaces it extends, an alias's type literal, and each part of an
 * intersection (`type R = Base & { data: {…} }`: the literal, and Base's members when Base is declared
 * here). `unseen` when some part is not written here (imported, `Omit<…>`, a union, a generic).
 * `open` when some part is the global `Record<string, unknown>` (or `any`): it takes every key, requires none.
 * Each part names the declaration whose text holds its members (where an edit of them is made).
 */
export function objectParts(ctx: IndexContext, declared: DeclaredMembers, scope: ASTNode): { parts: DeclaredMembers[]; unseen: boolean; open: boolean } {
  const parts: DeclaredMembers[] = [];
  let unseen = false;
  let open = false;
  const seen = new Set<TypeDeclaration>();
  const ofDeclaration = (node: TypeDeclaration): void => {
    if (seen.has(node) || seen.size > 16) return;
    seen.add(node);
    if (node.type === 'TSInterfaceDeclaration') {
      parts.push({ node, members: node.body.body });
      for (const h of node.extends ?? []) ofReference(h.expression, h.typeParameters);
    } else ofType(node, node.typeAnnotation);
  };
  const ofReference = (name: ASTNode | null | undefined, typeParameters: unknown): void => {
    const local = name?.type === 'Identifier' && !typeParameters ? typeInScope(ctx, name.name, scope) : undefined;
    if (local) ofDeclaration(local.node);
    else unseen = true;
  };
  const ofType = (node: TypeDeclaration, t: TSTypeAliasDeclaration['typeAnnotation']): void => {
    if (t?.type === 'TSParenthesizedType') ofType(node, t.typeAnnotation);
    else if (t?.type === 'TSTypeLiteral') parts.push({ node, members: t.members });
    else if (t?.type === 'TSIntersectionType') for (const part of t.types) ofType(node, part);
    // `Record<string, unknown>` (or `any`), the global one: every key is allowed, none required.
    else if (t?.type === 'TSTypeReference' && openRecord(t) && !typeInScope(ctx, 'Record', scope)) open = true;
    else if (t?.type === 'TSTypeReference') ofReference(t.typeName, t.typeParameters);
    else unseen = true;
  };
  ofDeclaration(declared.node);
  return { parts, unseen, open };
}

/** `Record<string, unknown>` or `Record<string, any>`: a type that takes any key with any value. */
function openRecord(t: { typeName: ASTNode; typeParameters?: { params: ASTNode[] } | null }): boolean {
  const [key, value] = t.typeParameters?.params ?? [];
  return t.typeName.type === 'Identifier' && t.typeName.name === 'Record' && key?.type === 'TSStringKeyword' && (value?.type === 'TSUnknownKeyword' || value?.type === 'TSAnyKeyword');
}

/** `T`, `T[]`, `readonly T[]`, `Array<T>`, `ReadonlyArray<T>` for a named type: its name, and whether it is a list. */
export function namedType(annotation: MaybeNode): { name: string; list: boolean } | undefined {
  return plainName(namedTypeRef(annotation));
}

/**
 * The same for a name written plain or qualified (`T`, `ns.T`, `ns.T[]`, `Array<ns.T>`): the name as
 * written (an Identifier or a TSQualifiedName node), and whether it is a list.
 */
export function namedTypeRef(annotation: MaybeNode): { ref: ASTNode; list: boolean } | undefined {
  let t: MaybeNode = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
  let list = false;
  if (t?.type === 'TSTypeOperator' && t.operator === 'readonly') t = t.typeAnnotation;
  if (t?.type === 'TSArrayType') {
    t = t.elementType;
    list = true;
  } else if (t?.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && ['Array', 'ReadonlyArray'].includes(t.typeName.name)) {
    t = t.typeParameters?.params?.[0];
    list = true;
  }
  return t?.type === 'TSTypeReference' ? { ref: t.typeName, list } : undefined;
}

/** What a function is declared to return, through `Promise<…>`: `T`, `T[]`, `Promise<T>`, `Promise<T[]>` (see namedType). */
export function returnedType(fn: { returnType?: unknown } | null | undefined): { name: string; list: boolean } | undefined {
  return plainName(returnedTypeRef(fn));
}

/** The same for a name written plain or qualified (`Promise<ns.T[]>`; see namedTypeRef). */
export function returnedTypeRef(fn: { returnType?: unknown } | null | undefined): { ref: ASTNode; list: boolean } | undefined {
  let t = fn?.returnType as MaybeNode;
  if (t?.type === 'TSTypeAnnotation') t = t.typeAnnotation;
  if (t?.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && t.typeName.name === 'Promise') t = t.typeParameters?.params?.[0];
  return namedTypeRef(t);
}

const plainName = (found: { ref: ASTNode; list: boolean } | undefined): { name: string; list: boolean } | undefined =>
  found?.ref.type === 'Identifier' ? { name: found.ref.name, list: found.list } : undefined;
