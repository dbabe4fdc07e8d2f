import type { ASTNode, ASTPath, ClassPrivateProperty, ClassProperty, Identifier, TSInterfaceDeclaration, TSTypeAliasDeclaration } from 'jscodeshift';

type ClassField = ClassProperty | ClassPrivateProperty;
import { CLASS_FIELDS, FUNCTIONS, type NodeIndex } from './node-index';
import { patternIdentifiers } from './scope';
import { keyName } from './syntax';

/** A receiver declared with a written type (`client: CloudflareApi`): by the key its calls use. */
export interface TypedReceiver {
  /** `client` (a variable or parameter) or `this.cf` (a field or a constructor's parameter property). */
  key: string;
  /** The type's name as written: `CloudflareApi` in `client: CloudflareApi`; undefined for any other type (`A | B`, `NS.T`). */
  typeName?: string;
  /** The type as written (`TSTypeReference`, `TSUnionType`, …). */
  type: ASTNode;
  /** The identifier that declares it (a variable's or a parameter's name; none for a class field). */
  id?: Identifier;
  /** Where it is declared: the declarator, the function whose parameter it is, or the field. */
  at: ASTPath;
  /** A static field (`static api: T`): `this.api` only in static methods. */
  isStatic?: boolean;
  /** For a constructor's parameter property (`private cf: T`), the parameter's own name, also usable in the constructor. */
  parameter?: string;
}

/** The type a declaration's annotation writes: `T` in `x: T` (a TypeScript type node). */
export function annotatedType(node: { typeAnnotation?: unknown } | null | undefined): ASTNode | undefined {
  return (node?.typeAnnotation as { typeAnnotation?: ASTNode } | undefined)?.typeAnnotation;
}

/** The name of the type a declaration's annotation names, when it is a plain reference: `T` in `x: T`. */
export function annotatedTypeName(node: { typeAnnotation?: unknown } | null | undefined): string | undefined {
  const annotation = annotatedType(node) as { type: string; typeName?: { type: string; name?: string } } | undefined;
  return annotation?.type === 'TSTypeReference' && annotation.typeName?.type === 'Identifier' ? annotation.typeName.name : undefined;
}

/**
 * Every receiver of a file declared with a type name: variables (`let api: T`), parameters
 * (`function f(client: T)`, with a default too), constructors' parameter properties
 * (`constructor(private cf: T)`) and class fields (`api!: T`), in that order.
 */
export function typedReceivers(index: NodeIndex): TypedReceiver[] {
  const out: TypedReceiver[] = [];
  const add = (at: ASTPath, key: string | undefined, declared: { typeAnnotation?: unknown } | null | undefined, more: Partial<TypedReceiver> = {}): void => {
    const type = annotatedType(declared);
    if (key && type) out.push({ key, typeName: annotatedTypeName(declared), type, at, ...more });
  };
  index.of('VariableDeclarator').forEach((p) => {
    const id = p.value.id;
    if (id.type === 'Identifier') add(p, id.name, id, { id });
  });
  index.of(...FUNCTIONS).forEach((p) => {
    for (const param of p.value.params ?? []) {
      const own = param.type === 'TSParameterProperty' ? param.parameter : param;
      const inner = own.type === 'AssignmentPattern' ? own.left : own;
      if (inner.type !== 'Identifier') continue;
      if (param.type === 'TSParameterProperty') add(p, `this.${inner.name}`, inner, { parameter: inner.name, id: inner });
      else add(p, inner.name, inner, { id: inner });
    }
  });
  index.of(...CLASS_FIELDS).forEach((p) => {
    const field = p.value as ClassField;
    const name = keyName(field);
    add(p, name ? `this.${name}` : undefined, field, field.static ? { isStatic: true } : {});
  });
  return out;
}

/** A member a written type declares: a property's type (`client: ApiClient`), or a method signature itself (`getClient(): Cloudflare`). */
export interface TypedMember {
  name: string;
  /** The property's type, or the `TSMethodSignature` (its `typeAnnotation` is what the method returns). */
  type: ASTNode;
  /** The type's name as written, for a property typed with a plain reference. */
  typeName?: string;
}

type TypeDeclarationNode = TSInterfaceDeclaration | TSTypeAliasDeclaration;
const declarationsByIndex = new WeakMap<NodeIndex, Map<string, TypeDeclarationNode | null>>();

/** The file's interfaces and type aliases by name (null: declared more than once), once per index. */
function typeDeclarations(index: NodeIndex): Map<string, TypeDeclarationNode | null> {
  let found = declarationsByIndex.get(index);
  if (found) return found;
  const byName = new Map<string, TypeDeclarationNode | null>();
  found = byName;
  index.of('TSInterfaceDeclaration', 'TSTypeAliasDeclaration').forEach((p) => {
    const name = (p.value.id as { name?: string }).name;
    if (name !== undefined) byName.set(name, byName.has(name) ? null : (p.value as TypeDeclarationNode));
  });
  declarationsByIndex.set(index, byName);
  return byName;
}

/** The type a type alias of the file names `name` for (`type Api = Cloudflare`), when the file declares that name once. */
export function aliasedType(index: NodeIndex, name: string): ASTNode | undefined {
  const d = typeDeclarations(index).get(name);
  return d?.type === 'TSTypeAliasDeclaration' ? d.typeAnnotation : undefined;
}

/**
 * The members a written type declares: a type literal (`ctx: { client: ApiClient }`), or an interface
 * or type alias of a type literal declared once in the file under that name (`ctx: Context`). A name
 * the file declares twice, or does not declare (an imported type), has none here.
 */
export function typeMembers(index: NodeIndex, type: ASTNode | undefined): TypedMember[] {
  const t = type as { type: string; typeName?: { type: string; name?: string }; members?: ASTNode[] } | undefined;
  let members: ASTNode[] | undefined;
  if (t?.type === 'TSTypeLiteral') members = t.members;
  else if (t?.type === 'TSTypeReference' && t.typeName?.type === 'Identifier') {
    const d = typeDeclarations(index).get(t.typeName.name ?? '');
    members = d?.type === 'TSInterfaceDeclaration' ? d.body.body : d?.type === 'TSTypeAliasDeclaration' && d.typeAnnotation.type === 'TSTypeLiteral' ? d.typeAnnotation.members : undefined;
  }
  const out: TypedMember[] = [];
  for (const m of (members ?? []) as Array<{ type: string; computed?: boolean; typeAnnotation?: unknown; kind?: string }>) {
    const name = m.computed ? undefined : keyName(m as never);
    if (!name) continue;
    if (m.type === 'TSPropertySignature') {
      const memberType = annotatedType(m);
      if (memberType) out.push({ name, type: memberType, typeName: annotatedTypeName(m) });
    } else if (m.type === 'TSMethodSignature' && m.kind === 'method') out.push({ name, type: m as ASTNode });
  }
  return out;
}

/**
 * Receivers a written type reaches through one of its members (see `typeMembers`): `ctx.client` for
 * a parameter, variable or field `ctx: Context` where `interface Context { client: ApiClient }`
 * (`this.ctx.client` for a field or a constructor's parameter property), and the local a destructured
 * declaration binds (`{ client }: Context`, `{ api: client }: Context`, with a default too).
 */
export function memberTypedReceivers(index: NodeIndex): TypedReceiver[] {
  const out: TypedReceiver[] = [];
  for (const r of typedReceivers(index)) {
    for (const m of typeMembers(index, r.type)) {
      out.push({ key: `${r.key}.${m.name}`, typeName: m.typeName, type: m.type, at: r.at, id: r.id, isStatic: r.isStatic });
      // A constructor's parameter property is also its own name in the constructor.
      if (r.parameter) out.push({ key: `${r.parameter}.${m.name}`, typeName: m.typeName, type: m.type, at: r.at, id: r.id });
    }
  }
  const destructured = (at: ASTPath, pattern: ASTPath): void => {
    const node = pattern.value as { type: string; typeAnnotation?: unknown } | undefined;
    if (node?.type !== 'ObjectPattern') return;
    const members = typeMembers(index, annotatedType(node));
    pattern.get('properties').each?.((prop: ASTPath) => {
      const v = prop.value as { type: string; computed?: boolean };
      if ((v.type !== 'ObjectProperty' && v.type !== 'Property') || v.computed) return;
      const m = members.find((x) => x.name === keyName(v as never));
      const [local] = patternIdentifiers(prop.get('value'));
      if (m && local) out.push({ key: local.value.name, typeName: m.typeName, type: m.type, at, id: local.value });
    });
  };
  index.of('VariableDeclarator').forEach((p) => destructured(p, p.get('id')));
  index.of(...FUNCTIONS).forEach((p) => {
    p.get('params').each?.((param: ASTPath) => destructured(p, param.value?.type === 'AssignmentPattern' ? param.get('left') : param));
  });
  return out;
}
