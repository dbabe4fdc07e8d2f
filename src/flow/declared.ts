import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { annotatedType, typeMembers } from '../ast/typed-receivers';
import { isMember, memberName, stringValue, unwrap } from '../ast/syntax';
import type { RunModules } from '../types';

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

/** How many strings a type may list before it is not worth enumerating. */
const MAX_STRINGS = 16;

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
      if (name?.type === 'TSQualifiedName' && (name.right as { name?: string }).name === 'infer') return listEntries(index, at, t.typeParameters?.params[0], 'enum');
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

/** The literals of `typeof L` for a `const L` of the file: `[…] as const`, or (`made`) `x.enum([…])`; every entry a string literal. */
function listEntries(index: NodeIndex, at: ASTPath, query: ASTNode | undefined, made?: string): StringSite[] | undefined {
  let q = query;
  while (q?.type === 'TSParenthesizedType') q = (q as { typeAnnotation?: ASTNode }).typeAnnotation;
  const name = q?.type === 'TSTypeQuery' ? (q as { exprName: ASTNode }).exprName : undefined;
  const [d, more] = name?.type === 'Identifier' ? declarationsAt(index, at, name.name) : [];
  const declarator = d?.declarator?.value as { id?: ASTNode; init?: ASTNode } | undefined;
  if (!d || more || declarator?.id !== d.id || d.declarator?.parentPath?.parentPath?.value?.kind !== 'const') return undefined;
  const init = declarator.init as { type: string; expression?: ASTNode; typeAnnotation?: ASTNode; callee?: ASTNode; arguments?: ASTNode[] } | undefined;
  const asConst = init?.type === 'TSAsExpression' && (init.typeAnnotation as { typeName?: { name?: string } })?.typeName?.name === 'const';
  const list = made ? (isMember(init?.callee) && memberName(init.callee) === made && init.arguments?.length === 1 ? init.arguments[0] : undefined) : asConst ? init.expression : undefined;
  return list?.type === 'ArrayExpression' ? sites(list.elements as ASTNode[]) : undefined;
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
