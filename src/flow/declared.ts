import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex, Root } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { annotatedType, typeMembers } from '../ast/typed-receivers';
import { importedTopLevel } from '../ast/top-level';
import { getProperty, isFunction, isMember, isProperty, keyName, memberName, propertyValue, stringValue, unwrap, type MaybeNode } from '../ast/syntax';
import type { RunModules } from '../types';
import { importedValues, requiredValues } from './modules';
import { writesOf } from './writes';

/*
 * The strings a written type allows: a string literal type (`'industry'`), a union of them
 * (`'industry' | 'vertical'`), a type alias of the file for one, an enum of the file whose members
 * are all initialised with strings (`enum Dim { Industry = 'industry', Vertical = 'vertical' }`), or
 * the entries of a `const` list of string literals: `z.infer<typeof Views>` of `z.enum([…])`,
 * `(typeof VIEWS)[number]` of `[…] as const`. Each with the literal it is written in.
 * A parameter typed so can hold only these (as far as the types the code declares are kept, which is
 * what a typed receiver is trusted for too); any other type allows strings not known here: undefined.
 * Also the keys a written type declares (`typeKeys`: a spread of `fields: Partial<Rec>` may write each).
 */

/** How many strings a type or schema may list before it is not worth enumerating (each one call of what it is a key of). */
export const MAX_STRINGS = 32;

/** A string a type allows and the literal it is written in. */
export interface StringSite {
  text: string;
  node?: ASTNode;
}

/** The strings `type` (a TypeScript type node) allows, written where the file can see them, or undefined. */
function declaredStrings(index: NodeIndex, at: ASTPath, type: ASTNode | undefined, depth = 0): StringSite[] | undefined {
  if (!type || depth > 4) return undefined;
  const t = type as { typeAnnotation?: ASTNode; literal?: ASTNode; typeName?: ASTNode; typeParameters?: { params: ASTNode[] }; objectType?: ASTNode; indexType?: ASTNode };
  switch (type.type) {
    case 'TSParenthesizedType':
      return declaredStrings(index, at, t.typeAnnotation, depth + 1);
    case 'TSLiteralType':
      return sites([t.literal]);
    case 'TSUnionType': {
      const all: StringSite[] = [];
      for (const one of (type as { types: ASTNode[] }).types) {
        const found = declaredStrings(index, at, one, depth + 1);
        if (!found) return undefined;
        all.push(...found);
      }
      return all.length <= MAX_STRINGS ? all : undefined;
    }
    case 'TSIndexedAccessType':
      // `(typeof VIEWS)[number]`: an entry of a const list.
      return t.indexType?.type === 'TSNumberKeyword' ? listEntries(index, at, t.objectType) : undefined;
    case 'TSTypeReference': {
      const name = t.typeName;
      // `z.infer<typeof Views>`: an entry of the list a const `z.enum([…])` is made of.
      if (name?.type === 'TSQualifiedName' && (name.right as { name?: string }).name === 'infer') return listEntries(index, at, t.typeParameters?.params[0], true);
      if (name?.type !== 'Identifier') return undefined;
      const declared = declarationOf(index, at, name.name);
      if (declared?.type === 'TSEnumDeclaration') return sites(declared.members.map((m) => m.initializer));
      if (declared?.type === 'TSTypeAliasDeclaration') return declaredStrings(index, at, (declared as { typeAnnotation?: ASTNode }).typeAnnotation, depth + 1);
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The literals of `typeof L` for a `const L` of the file: `[…] as const`, or (`zod`) a zod schema's (`z.enum([…])`: zodStrings). */
function listEntries(index: NodeIndex, at: ASTPath, query: ASTNode | undefined, zod?: boolean): StringSite[] | undefined {
  let q = query;
  while (q?.type === 'TSParenthesizedType') q = (q as { typeAnnotation?: ASTNode }).typeAnnotation;
  const name = q?.type === 'TSTypeQuery' ? (q as { exprName: ASTNode }).exprName : undefined;
  if (zod) return zodStrings(index, undefined, at, name);
  const init = constInit(index, at, name) as { type: string; expression?: ASTNode & { elements?: ASTNode[] }; typeAnnotation?: { typeName?: { name?: string } } } | undefined;
  const asConst = init?.type === 'TSAsExpression' && init.typeAnnotation?.typeName?.name === 'const';
  return asConst && init.expression?.type === 'ArrayExpression' ? sites(init.expression.elements!) : undefined;
}

/** The initialiser of the `const` that alone declares the name `node` reads at `at`. */
function constInit(index: NodeIndex, at: ASTPath, node: MaybeNode): ASTNode | undefined {
  const [d, more] = node?.type === 'Identifier' ? declarationsAt(index, at, node.name) : [];
  const declarator = d?.declarator?.value as { id?: ASTNode; init?: ASTNode } | undefined;
  return d && !more && declarator?.id === d.id && d.declarator?.parentPath?.parentPath?.value?.kind === 'const' ? declarator.init : undefined;
}

/** Each node's string and the node, when every one is a string literal (not too many). */
function sites(nodes: Array<ASTNode | null | undefined>): StringSite[] | undefined {
  const all = nodes.map((node) => ({ text: stringValue(node), node: node ?? undefined }));
  return all.length > 0 && all.length <= MAX_STRINGS && all.every((s) => s.text !== undefined) ? (all as StringSite[]) : undefined;
}

/** The strings a parameter (its identifier, `dim` in `(dim: Dim)`) is declared to hold, each with its literal, or undefined. */
export function parameterStrings(index: NodeIndex, at: ASTPath, param: ASTNode | undefined): StringSite[] | undefined {
  const own = param?.type === 'AssignmentPattern' ? (param as { left: ASTNode }).left : param;
  return own?.type === 'Identifier' ? declaredStrings(index, at, annotatedType(own as { typeAnnotation?: unknown })) : undefined;
}

/**
 * The strings a name destructured from a tool callback's first parameter holds, by its zod schema: the
 * callback is the last argument of a call of a member `tool` or `registerTool` (MCP's `tool(name, …,
 * shape, annotations?, callback)`, `registerTool(name, { inputSchema: shape }, callback)`), the shape the
 * one object literal (no spread) before it with that key; the name written nowhere else.
 */
export function schemaStrings(index: NodeIndex, modules: RunModules | undefined, root: Root, at: ASTPath): StringSite[] | undefined {
  const name = at.value.type === 'Identifier' ? (at.value as { name: string }).name : '';
  const [d, more] = declarationsAt(index, at, name);
  const fn = d && !more && isFunction(d.scope) ? index.pathOf(d.scope) : undefined;
  const prop = fn?.value.params[0]?.type === 'ObjectPattern' ? fn.value.params[0].properties.find((p) => isProperty(p) && p.value === d!.id) : undefined;
  const call = fn?.parent?.value as { type: string; callee: MaybeNode; arguments: ASTNode[] } | undefined;
  const args = call?.type === 'CallExpression' && call.arguments.at(-1) === fn!.value && TOOL_CALLS.has(memberName(call.callee) ?? '') ? call.arguments.slice(0, -1) : [];
  const key = isProperty(prop) && !prop.computed ? keyName(prop) : undefined;
  const shapes = args.map((a) => unwrap(propertyValue(a, 'inputSchema')) ?? unwrap(a)).filter((o) => o?.type === 'ObjectExpression' && !o.properties.some((p: ASTNode) => p.type === 'SpreadElement'));
  const entries = key === undefined || writesOf(index, root, d!.scope, name).some((w) => w.value !== d!.id) ? [] : shapes.map((o) => getProperty(o, key)).filter(Boolean);
  return entries.length === 1 && isProperty(entries[0]) ? zodStrings(index, modules, at, entries[0].value) : undefined;
}

const TOOL_CALLS = new Set(['tool', 'registerTool']);
/** Calls on a zod schema that keep the strings it allows (`undefined` aside). */
const KEPT = new Set(['optional', 'default', 'describe']);

/** The strings a zod schema allows: `z.enum([…])`, `z.nativeEnum(E)` of an enum of the file, through KEPT calls, a const of the file or one imported holding one (its literals not this file's: no `node`). */
function zodStrings(index: NodeIndex | undefined, modules: RunModules | undefined, at: ASTPath, node: MaybeNode, depth = 0): StringSite[] | undefined {
  const n = unwrap(node);
  const init = index && depth < 4 ? constInit(index, at, n) : undefined;
  if (init) return zodStrings(index, modules, at, init, depth + 1);
  const [d, more] = n?.type === 'Identifier' && index ? declarationsAt(index, at, n.name) : [];
  const holder = d && !more ? index!.pathOf(d.id)?.parentPath : undefined;
  const [v] = (holder && importedValues(holder, d!, n)) ?? (d?.declarator && requiredValues(d.declarator, d, n)) ?? [];
  const found = v?.kind === 'import' ? importedTopLevel(modules, v.source, v.name)?.node : undefined;
  if (found) return zodStrings(undefined, undefined, at, found, depth + 1)?.map((s) => ({ text: s.text }));
  if (n?.type !== 'CallExpression' || !isMember(n.callee)) return undefined;
  const method = memberName(n.callee) ?? '';
  if (KEPT.has(method)) return zodStrings(index, modules, at, n.callee.object, depth + 1);
  const [list] = n.arguments;
  if (method === 'enum') return list?.type === 'ArrayExpression' ? sites(list.elements) : undefined;
  const native = method === 'nativeEnum' && index && list?.type === 'Identifier' ? declarationOf(index, at, list.name) : undefined;
  return native?.type === 'TSEnumDeclaration' ? sites(native.members.map((m) => m.initializer)) : undefined;
}

/** Types whose keys are their argument's (`Partial<Rec>`). */
const SAME_KEYS = new Set(['Partial', 'Readonly', 'Required', 'NonNullable']);

/**
 * The keys a written type declares: a type literal, an interface or alias of the file, or one imported
 * from a module of the run, through `Partial`/`Readonly`/`Required`, `Pick<T, 'a' | 'b'>` (those keys),
 * `Omit<T, 'k'>` (T's but k), unions and intersections (every part's). Empty when not known here.
 */
export function typeKeys(index: NodeIndex, modules: RunModules | undefined, at: ASTPath, type: ASTNode | undefined, depth = 0): string[] {
  const t = type as { type?: string; types?: ASTNode[]; typeAnnotation?: ASTNode; typeName?: { type: string; name: string }; typeParameters?: { params: ASTNode[] } } | undefined;
  const keysOf = (of: ASTNode | undefined): string[] => typeKeys(index, modules, at, of, depth + 1);
  if (!t || depth > 4) return [];
  if (t.type === 'TSParenthesizedType') return keysOf(t.typeAnnotation);
  if (t.type === 'TSUnionType' || t.type === 'TSIntersectionType') return [...new Set(t.types!.flatMap(keysOf))];
  const name = t.type === 'TSTypeReference' && t.typeName?.type === 'Identifier' ? t.typeName.name : undefined;
  const [of, picked] = t.typeParameters?.params ?? [];
  if (name && SAME_KEYS.has(name)) return keysOf(of);
  const listed = name === 'Pick' || name === 'Omit' ? (declaredStrings(index, at, picked) ?? []).map((site) => site.text) : undefined;
  if (listed) return name === 'Pick' ? listed : keysOf(of).filter((k) => listed.length > 0 && !listed.includes(k));
  const local = typeMembers(index, type).map((m) => m.name);
  if (local.length > 0 || !name || !modules) return local;
  const spec = index.of('ImportSpecifier').find((p) => p.value.local?.name === name);
  return spec ? (modules.declaration(String(spec.parent.value.source.value), String(spec.value.imported.name))?.members ?? []) : [];
}

/** The keys the written type of an expression declares (typeKeys): a cast's (`x as Partial<Rec>`), or the annotation of the parameter or variable a name is declared by. */
export function writtenKeys(index: NodeIndex, modules: RunModules | undefined, at: ASTPath): string[] {
  const node = at.value as { type: string; name: string; typeAnnotation?: ASTNode };
  if (/^TS(As|Satisfies)Expression$|^TSTypeAssertion$/.test(node.type)) return typeKeys(index, modules, at, node.typeAnnotation);
  const found = node.type === 'Identifier' ? declarationsAt(index, at, node.name) : [];
  return found.length === 1 ? typeKeys(index, modules, at, annotatedType(found[0].id)) : [];
}

/** A read of one member of an enum of the file (`Dim.Industry`): its string, or undefined. */
export function enumMemberString(index: NodeIndex, at: ASTPath, node: ASTNode | null | undefined): string | undefined {
  const n = unwrap(node);
  if (!isMember(n)) return undefined;
  const base = unwrap(n.object);
  const key = n.computed ? stringValue(n.property) : memberName(n);
  if (base?.type !== 'Identifier' || key === undefined) return undefined;
  const declared = declarationOf(index, at, base.name);
  if (declared?.type !== 'TSEnumDeclaration') return undefined;
  const member = declared.members.find((m) => (m.id.type === 'Identifier' ? m.id.name : stringValue(m.id)) === key);
  return member ? stringValue(member.initializer) : undefined;
}

/** The enum or type alias `name` stands for at `at`, declared once in the file. */
function declarationOf(index: NodeIndex, at: ASTPath, name: string): ASTNode | undefined {
  const byType = index.of('TSEnumDeclaration', 'TSTypeAliasDeclaration').filter((p) => (p.value.id as { name?: string }).name === name);
  if (byType.length !== 1) return undefined;
  // An enum is also a value: a local of the same name at `at` is another binding.
  const found = declarationsAt(index, at, name);
  if (found.length > 0 && !found.every((d) => d.id === byType[0].value.id)) return undefined;
  return byType[0].value;
}
