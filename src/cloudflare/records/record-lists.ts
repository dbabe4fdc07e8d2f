import type { ASTNode, ASTPath, Identifier } from 'jscodeshift';
import { identifiersNamedIn, questionIndex, type IndexContext } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { enclosingFunction, isFunction, memberName } from '../../ast';
import { outerExpression } from '../../ast/paths';
import { namedType, returnedTypeRef } from '../../ast/type-declarations';
import { walkedLists } from '../../flow/elements';

/*
 * The record type of the list an element name walks (`matches.forEach((record) => …)`, `for (const r of
 * found)`): the layer says which lists the name's elements come from (flow/elements.ts's
 * `walkedLists`, through `filter`, `slice` and spread copies); one of them is a list of records of `T`
 * when it is a name written as one (`const matches: T[]`), returned by a function written to return
 * one (`(): Promise<T[]> { … return matches }`), or spread into such a name (`all.push(...matches)`
 * with `all: T[]`): TypeScript holds the elements to the type there.
 */

/** The record type (one of `typeNames`) of the lists the element name at `at` walks; undefined when none is known as such. */
export function walkedRecordType(ctx: IndexContext, at: ASTPath<Identifier>, typeNames: ReadonlySet<string>): string | undefined {
  for (const list of walkedLists(ctx, at)) {
    const type = list.value.type === 'Identifier' ? listType(ctx, list as ASTPath<Identifier>, typeNames) : undefined;
    if (type) return type;
  }
  return undefined;
}

/**
 * The record type (one of `typeNames`) of the list an expression makes (`data.result.map(…)`): the type
 * of what it is given to: returned by a function written to return `T[]`, held in a name written as
 * one (or one returned or spread so: listType), or the body of an arrow written to return one.
 */
export function madeListType(ctx: IndexContext, made: ASTPath, typeNames: ReadonlySet<string>): string | undefined {
  const at = outerExpression(made);
  const parent = at.parent?.value as ASTNode | undefined;
  const fn = parent?.type === 'ReturnStatement' ? enclosingFunction(at.parent) : isFunction(parent) && (parent as { body?: ASTNode }).body === at.value ? at.parent : undefined;
  if (fn) {
    const returned = returnedTypeRef(fn.value as { returnType?: unknown });
    return returned?.list && returned.ref.type === 'Identifier' && typeNames.has(returned.ref.name) ? returned.ref.name : undefined;
  }
  if (parent?.type !== 'VariableDeclarator' || parent.init !== at.value || parent.id.type !== 'Identifier') return undefined;
  return listType(ctx, at.parent.get('id') as ASTPath<Identifier>, typeNames);
}

/** The record type of a list held by a name: as written on its declaration, its function's return, or the name it is spread into. */
function listType(ctx: IndexContext, at: ASTPath<Identifier>, typeNames: ReadonlySet<string>): string | undefined {
  const index = questionIndex(ctx);
  const declarations = declarationsAt(index, at, at.value.name);
  if (declarations.length !== 1) return undefined;
  const [{ id, scope }] = declarations;
  const recordList = (t: { name: string; list: boolean } | undefined) => (t?.list && typeNames.has(t.name) ? t.name : undefined);
  const own = recordList(namedType(id.typeAnnotation));
  if (own) return own;
  for (const ref of identifiersNamedIn(index, ctx.root, scope, at.value.name)) {
    if (ref.value === id || declarationsAt(index, ref, at.value.name)[0]?.id !== id) continue;
    const parent = ref.parent?.value as ASTNode | undefined;
    if (parent?.type === 'ReturnStatement') {
      const fn = enclosingFunction(ref.parent);
      const returned = fn ? returnedTypeRef(fn.value as { returnType?: unknown }) : undefined;
      const type = returned?.ref.type === 'Identifier' ? recordList({ name: returned.ref.name, list: returned.list }) : undefined;
      if (type) return type;
    }
    // `all.push(...list)` with `all` written as a list of records.
    const call = ref.parent?.parent?.value as ASTNode | undefined;
    if (parent?.type !== 'SpreadElement' || call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || memberName(call.callee) !== 'push') continue;
    const into = call.callee.object;
    if (into.type !== 'Identifier') continue;
    const target = declarationsAt(index, ref, into.name);
    const type = target.length === 1 ? recordList(namedType(target[0].id.typeAnnotation)) : undefined;
    if (type) return type;
  }
  return undefined;
}
