import type { ASTNode, ASTPath, TSEnumDeclaration } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { annotatedType, typeMembers } from '../ast/typed-receivers';
import { isMember, memberName, stringValue, unwrap } from '../ast/syntax';
import type { RunModules } from '../types';

/*
 * The strings a written type allows: a string literal type (`'industry'`), a union of them
 * (`'industry' | 'vertical'`), a type alias of the file for one, or an enum of the file whose members
 * are all initialised with strings (`enum Dim { Industry = 'industry', Vertical = 'vertical' }`).
 * A parameter typed so can hold only these (as far as the types the code declares are kept, which is
 * what a typed receiver is trusted for too); any other type allows strings not known here: undefined.
 * Also the keys a written type declares (`typeKeys`: a spread of `fields: Partial<Rec>` may write each).
 */

/** How many strings a type may list before it is not worth enumerating. */
const MAX_STRINGS = 16;

/** The strings `type` (a TypeScript type node) allows, written where the file can see them, or undefined. */
function declaredStrings(index: NodeIndex, at: ASTPath, type: ASTNode | undefined, depth = 0): string[] | undefined {
  if (!type || depth > 4) return undefined;
  switch (type.type) {
    case 'TSParenthesizedType':
      return declaredStrings(index, at, (type as { typeAnnotation?: ASTNode }).typeAnnotation, depth + 1);
    case 'TSLiteralType': {
      const text = stringValue((type as { literal?: ASTNode }).literal);
      return text === undefined ? undefined : [text];
    }
    case 'TSUnionType': {
      const all: string[] = [];
      for (const t of (type as { types: ASTNode[] }).types) {
        const found = declaredStrings(index, at, t, depth + 1);
        if (!found) return undefined;
        all.push(...found);
      }
      return all.length <= MAX_STRINGS ? [...new Set(all)] : undefined;
    }
    case 'TSTypeReference': {
      const name = (type as { typeName?: ASTNode }).typeName;
      if (name?.type !== 'Identifier') return undefined;
      const declared = declarationOf(index, at, name.name);
      if (declared?.type === 'TSEnumDeclaration') return enumStrings(declared);
      if (declared?.type === 'TSTypeAliasDeclaration') return declaredStrings(index, at, (declared as { typeAnnotation?: ASTNode }).typeAnnotation, depth + 1);
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The strings a parameter (its identifier, `dim` in `(dim: Dim)`) is declared to hold, or undefined. */
export function parameterStrings(index: NodeIndex, at: ASTPath, param: ASTNode | undefined): string[] | undefined {
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
  const listed = name === 'Pick' || name === 'Omit' ? (declaredStrings(index, at, picked) ?? []) : undefined;
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

/** Every member of an enum initialised with a string (an enum with any other member allows numbers: undefined). */
function enumStrings(declared: TSEnumDeclaration): string[] | undefined {
  const all = declared.members.map((m) => stringValue(m.initializer));
  return all.length > 0 && all.length <= MAX_STRINGS && all.every((s) => s !== undefined) ? [...new Set(all as string[])] : undefined;
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
