import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../types';
import { currentIndex } from '../../ast/node-index';
import { declarationScope, valueReferences } from '../../ast/references';
import { isMember, isProperty, keyName, memberName } from '../../ast/syntax';
import { namedType, writtenMembers } from '../../ast/type-declarations';
import { anyOf, apiAnchorWords } from '../anchors/anchor-words';
import { itemsOf, outerExpression, type ItemRef } from './items';

/** Where a cast's records are: in the value itself, or in its `result` member; one record or a list. */
interface CastShape {
  result: boolean;
  list: boolean;
}

/**
 * Records typed only by a cast on a response body, in a file with a Cloudflare anchor (the API host, the
 * `cloudflare` package, a configured wrapper or base constant): `x as T`, `x as T[]`, `x as { result: T }`,
 * `x as { result: T[] }`, or `x as Res<T>` with `Res` a generic of the file whose `result` member is its
 * type parameter (`interface CfListResponse<T> { result: T[] }`), T one of `typeNames`. The request the
 * body came from need not be traced (`fetch(url)` with a URL from elsewhere): the cast says what it holds.
 * A `result` is read as `(cast).result`, `const { result } = cast` or `const data = cast; data.result`.
 * Without an anchor the same cast is another API's (a look-alike record type): nothing.
 */
export function castItems(ctx: TransformContext, typeNames: ReadonlySet<string>): ItemRef[] {
  if (typeNames.size === 0 || !anyOf(apiAnchorWords(ctx.config))?.test(ctx.file.source)) return [];
  const index = currentIndex(ctx);
  const generics = genericResults(ctx);
  const starts: Array<{ path: ASTPath; list: boolean }> = [];
  index.of('TSAsExpression').forEach((p) => {
    const shape = castShape(p.value.typeAnnotation, typeNames, generics);
    if (!shape) return;
    if (!shape.result) starts.push({ path: p, list: shape.list });
    else for (const at of resultReads(ctx, p)) starts.push({ path: at, list: shape.list });
  });
  return itemsOf(ctx.j, starts);
}

/** The generics of the file whose `result` member is their type parameter: name → parameter index and whether `result` is a list of it. */
function genericResults(ctx: TransformContext): Map<string, { param: number; list: boolean }> {
  const out = new Map<string, { param: number; list: boolean }>();
  currentIndex(ctx)
    .of('TSInterfaceDeclaration', 'TSTypeAliasDeclaration')
    .forEach((p) => {
      const v = p.value;
      const params: Array<{ name: unknown }> = v.typeParameters?.params ?? [];
      if (params.length === 0 || v.id.type !== 'Identifier') return;
      const member = resultMember(writtenMembers(v));
      const type = member ? namedType(member) : undefined;
      const param = type ? params.findIndex((q) => q.name === type.name || (q.name as { name?: string })?.name === type.name) : -1;
      if (type && param >= 0) out.set(v.id.name, { param, list: type.list });
    });
  return out;
}

/** The written type of a `result` member among a type's members. */
function resultMember(members: ReadonlyArray<ASTNode> | undefined): ASTNode | undefined {
  const m = members?.find((n) => n.type === 'TSPropertySignature' && keyName(n as never) === 'result');
  return m?.type === 'TSPropertySignature' ? m.typeAnnotation?.typeAnnotation ?? undefined : undefined;
}

/** What a cast's type says about records: `T`, `T[]`, `{ result: T | T[] }`, `Res<T>`; undefined for anything else. */
function castShape(type: ASTNode, typeNames: ReadonlySet<string>, generics: Map<string, { param: number; list: boolean }>): CastShape | undefined {
  const own = namedType(type);
  if (own && typeNames.has(own.name)) return { result: false, list: own.list };
  if (type.type === 'TSTypeLiteral') {
    const member = resultMember(type.members);
    const inner = member ? namedType(member) : undefined;
    return inner && typeNames.has(inner.name) ? { result: true, list: inner.list } : undefined;
  }
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return undefined;
  const generic = generics.get(type.typeName.name);
  const arg = generic ? type.typeParameters?.params?.[generic.param] : undefined;
  const inner = arg ? namedType(arg) : undefined;
  return generic && inner && !inner.list && typeNames.has(inner.name) ? { result: true, list: generic.list } : undefined;
}

/** Where a cast value's `result` is read: `(cast).result`, `const { result: r } = cast`, `const data = cast; … data.result`. */
function resultReads(ctx: TransformContext, cast: ASTPath): ASTPath[] {
  const p = outerExpression(cast);
  const parent = p.parent?.value;
  if (isMember(parent) && parent.object === p.value && memberName(parent) === 'result') return [p.parent];
  if (parent?.type !== 'VariableDeclarator' || p.name !== 'init') return [];
  const scope = declarationScope(p.parent);
  if (parent.id.type === 'Identifier') {
    return valueReferences(ctx.j, scope, parent.id.name, parent.id)
      .map((u) => u.parent)
      .filter((m: ASTPath | undefined): m is ASTPath => !!m && isMember(m.value) && memberName(m.value) === 'result');
  }
  if (parent.id.type !== 'ObjectPattern') return [];
  const prop = parent.id.properties.find((q: ASTNode) => isProperty(q) && keyName(q) === 'result');
  const local = prop && isProperty(prop) ? prop.value : undefined;
  return local?.type === 'Identifier' ? valueReferences(ctx.j, scope, local.name, local) : [];
}
