import type { ASTNode, ASTPath, TSEnumDeclaration } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { annotatedType } from '../ast/typed-receivers';
import { isMember, memberName, stringValue, unwrap } from '../ast/syntax';

/*
 * The strings a written type allows: a string literal type (`'industry'`), a union of them
 * (`'industry' | 'vertical'`), a type alias of the file for one, or an enum of the file whose members
 * are all initialised with strings (`enum Dim { Industry = 'industry', Vertical = 'vertical' }`).
 * A parameter typed so can hold only these (as far as the types the code declares are kept, which is
 * what a typed receiver is trusted for too); any other type allows strings not known here: undefined.
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
