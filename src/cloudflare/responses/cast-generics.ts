import type { ASTNode } from 'jscodeshift';
import type { TransformContext } from '../../types';
import { currentIndex } from '../../ast/node-index';
import { declaredBy, isTypeDeclaration, namedType, propertySignature, writtenMembers, type TypeDeclaration, type TypeMember } from '../../ast/type-declarations';
import { namedImports } from '../named-imports';

/*
 * The generics a cast on a response body may name for its records (`as Page<T>`, `as CfList<T>`):
 * an interface or type-literal alias whose `result` member is one of its type parameters, declared
 * in the file or imported by name from another module of the run (`import type { CfList } from
 * './types'`, through barrels: `ctx.modules.declaration`, read in the declaring module's program).
 */

/** Which type parameter a generic's `result` holds, and whether it holds a list of it (`result: T[]`). */
export interface GenericResult {
  param: number;
  list: boolean;
}

/** The written type of a `result` member among a type's members. */
export function resultMember(members: TypeMember[] | undefined): ASTNode | undefined {
  return (members && propertySignature(members, 'result')?.typeAnnotation?.typeAnnotation) ?? undefined;
}

/** What an interface or alias declaration (recast's or Babel's node, the same shape) says of its `result`: undefined when it is not one of its parameters. */
function genericResult(v: TypeDeclaration): GenericResult | undefined {
  const params: Array<{ name: unknown }> = (v.typeParameters?.params ?? []) as Array<{ name: unknown }>;
  if (params.length === 0) return undefined;
  const member = resultMember(writtenMembers(v));
  const type = member ? namedType(member) : undefined;
  const param = type ? params.findIndex((q) => q.name === type.name || (q.name as { name?: string })?.name === type.name) : -1;
  return type && param >= 0 ? { param, list: type.list } : undefined;
}

/** The generics a cast of this file may name, by the name the file writes (its own first, then imported ones; see the head of this file). */
export function castGenerics(ctx: TransformContext): Map<string, GenericResult> {
  const out = new Map<string, GenericResult>();
  currentIndex(ctx)
    .of('TSInterfaceDeclaration', 'TSTypeAliasDeclaration')
    .forEach((p) => {
      const id = p.value.id;
      const found = id.type === 'Identifier' && !out.has(id.name) ? genericResult(p.value) : undefined;
      if (found && id.type === 'Identifier') out.set(id.name, found);
    });
  const modules = ctx.modules;
  if (!modules?.program) return out;
  for (const { local, declared } of namedImports(ctx, (name) => !out.has(name))) {
    if (declared.kind === 'other') continue;
    const program = modules.program(declared.module) as { body?: ASTNode[] } | undefined;
    const declaration = program?.body?.map(declaredBy).find((d): d is TypeDeclaration => isTypeDeclaration(d, declared.name));
    const found = declaration && genericResult(declaration);
    if (found) out.set(local.name, found);
  }
  return out;
}
