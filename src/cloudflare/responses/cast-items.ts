import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../types';
import { currentIndex } from '../../ast/node-index';
import { declaredReads } from '../../flow/binding-uses';
import { isMember, memberName, unwrap, unwrapAwait } from '../../ast/syntax';
import { usesOf } from '../../flow/uses';
import { namedType } from '../../ast/type-declarations';
import { castGenerics, resultMember, type GenericResult } from './cast-generics';
import { anyOf, apiAnchorWords } from '../anchors/anchor-words';
import { outerExpression } from '../../ast/paths';
import { itemsOf, type ItemRef } from './items';

/** Where a cast's records are: in the value itself, or in its `result` member; one record or a list. */
interface CastShape {
  result: boolean;
  list: boolean;
}

/** The cast nodes: `x as T`, `<T>x` (a .ts file's old-style assertion), `x satisfies T`. */
const CASTS = ['TSAsExpression', 'TSTypeAssertion', 'TSSatisfiesExpression'] as const;

/**
 * Records typed only by a cast on a response body, in a file with a Cloudflare anchor (the API host, the
 * `cloudflare` package, a configured wrapper or base constant): `x as T`, `<T>x`, `x as T[]`,
 * `x as { result: T }`, `x as { result: T[] }`, or `x as Res<T>` with `Res` a generic whose `result`
 * member is its type parameter (`interface CfListResponse<T> { result: T[] }`), declared in the file or
 * imported from another module of the run (cast-generics.ts), T one of `typeNames`. `x satisfies T`
 * only where the type names what the value holds (see `satisfiesNamesValue`). The request the body
 * came from need not be traced (`fetch(url)` with a URL from elsewhere): the cast says what it holds.
 * A `result` is read as `(cast).result`, `const { result } = cast` or `const data = cast; data.result`.
 * Without an anchor the same cast is another API's (a look-alike record type): nothing.
 */
export function castItems(ctx: TransformContext, typeNames: ReadonlySet<string>): ItemRef[] {
  if (typeNames.size === 0 || !anyOf(apiAnchorWords(ctx.config))?.test(ctx.file.source)) return [];
  const index = currentIndex(ctx);
  let generics: Map<string, GenericResult> | undefined;
  const starts: Array<{ path: ASTPath; list: boolean }> = [];
  index.of(...CASTS).forEach((p) => {
    if (p.value.type === 'TSSatisfiesExpression' && !satisfiesNamesValue(p.value.expression)) return;
    const shape = castShape(p.value.typeAnnotation, typeNames, () => (generics ??= castGenerics(ctx)));
    if (!shape) return;
    if (!shape.result) starts.push({ path: p, list: shape.list });
    else for (const at of resultReads(ctx, p)) starts.push({ path: at, list: shape.list });
  });
  return itemsOf(ctx, starts);
}

/**
 * Whether `x satisfies T` names the type x holds: `satisfies` checks a value against a type without
 * giving it that type, so it says what a value holds only when the value has no type of its own: a
 * body parsed from JSON (`(await res.json()) satisfies T`, `JSON.parse(text)`) or a member read on
 * one (`(await res.json()).result`). Anything else holds its own type, which T only constrains
 * (`{ zone_id: z, … } satisfies T`, `names.map((n) => ({ … })) satisfies T[]` are records the code writes).
 */
function satisfiesNamesValue(expression: ASTNode): boolean {
  let n = unwrapAwait(expression);
  while (isMember(n)) n = unwrapAwait(n.object);
  if (n?.type !== 'CallExpression' || !isMember(n.callee)) return false;
  const method = memberName(n.callee);
  const receiver = unwrap(n.callee.object);
  return (method === 'json' && n.arguments.length === 0) || (method === 'parse' && receiver?.type === 'Identifier' && receiver.name === 'JSON');
}

/** What a cast's type says about records: `T`, `T[]`, `{ result: T | T[] }`, `Res<T>`; undefined for anything else. */
export function castShape(type: ASTNode, typeNames: ReadonlySet<string>, generics: () => Map<string, GenericResult>): CastShape | undefined {
  const own = namedType(type);
  if (own && typeNames.has(own.name)) return { result: false, list: own.list };
  if (type.type === 'TSTypeLiteral') {
    const member = resultMember(type.members);
    const inner = member ? namedType(member) : undefined;
    return inner && typeNames.has(inner.name) ? { result: true, list: inner.list } : undefined;
  }
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier' || !type.typeParameters) return undefined;
  const generic = generics().get(type.typeName.name);
  const arg = generic ? type.typeParameters.params?.[generic.param] : undefined;
  const inner = arg ? namedType(arg) : undefined;
  return generic && inner && !inner.list && typeNames.has(inner.name) ? { result: true, list: generic.list } : undefined;
}

/**
 * Where a cast value's `result` is read (flow/uses.ts: the cast's uses, through the names given it):
 * `(cast).result`, `const data = cast; … data.result`, and the reads of `r` in `const { result: r } = cast`.
 */
function resultReads(ctx: TransformContext, cast: ASTPath): ASTPath[] {
  return usesOf(ctx, outerExpression(cast)).flatMap(({ kind, key, written, at }) => {
    if (kind !== 'member' || key !== 'result' || written) return [];
    if (isMember(at.value)) return [at];
    return at.value.type === 'Identifier' ? declaredReads(currentIndex(ctx), ctx.root, at.value) : [];
  });
}
