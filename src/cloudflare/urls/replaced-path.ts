import type { ASTNode } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { isMember, memberName, unwrap, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { replaceFirst, values, type Origin, type Part, type Value } from '../../flow';
import { joinTemplate } from '../../flow/template-parts';
import type { Replacement, ResolvedUrl, UrlPart } from '../shapes';

export type { Replacement } from '../shapes';

/*
 * A wrapper that rewrites the path its caller gives before sending it (`const path =
 * endpoint.replace('/tunnels', ''); fetch(\`${API}/accounts/${a}/tunnels${path}\`)`): the value-flow
 * layer says the URL's part is `.replace` applied to a parameter (an unknown of origin `replaced`,
 * src/flow/strings.ts); at each call the same replacement is applied to the path the caller passes,
 * with the layer's own rule (the first occurrence, known only when it lies in the text before the
 * first value the call does not know). Not a tracer of its own: the layer computes both halves.
 */

/**
 * The parameter of `fn` that `node` (a dynamic part of a URL the function sends) is a `.replace` of,
 * with the replacements in the order they apply; undefined for anything else.
 */
export function replacedParam(ctx: IndexContext, fn: FunctionNode, node: MaybeNode): { param: number; replaced: Replacement[] } | undefined {
  const n = unwrap(node);
  // Only a `.replace(…)` call is asked about: every other part is a parameter read or not the wrapper's path.
  if (n?.type !== 'CallExpression' || !isMember(n.callee) || memberName(n.callee) !== 'replace') return undefined;
  const found = values(ctx, n as ASTNode);
  if (found.length !== 1 || found[0].kind !== 'unknown') return undefined;
  const replaced: Replacement[] = [];
  let origin: Origin = found[0].origin;
  while (origin.kind === 'replaced') {
    replaced.unshift({ search: origin.search, replacement: origin.replacement });
    origin = origin.from;
  }
  return origin.kind === 'parameter' && origin.fn === fn && replaced.length > 0 ? { param: origin.index, replaced } : undefined;
}

/**
 * The path a caller passes with the wrapper's replacements applied: its text computed (read-only: it
 * is not written anywhere as it is sent), what the caller does not know kept as dynamic parts. When
 * a replacement cannot be pinned down (the searched text may lie in a value the caller does not
 * know), the whole path is one dynamic part held by `node`: unknown, never a guess.
 */
export function replacedUrl(rel: ResolvedUrl, replaced: Replacement[], node: ASTNode): ResolvedUrl {
  const asValue: Value = {
    kind: 'string',
    parts: rel.parts.map((p): Part => (p.kind === 'text' ? { kind: 'text', text: p.text, node: null } : { kind: 'hole', origin: { kind: 'unknown' }, node: p.node as ASTNode })),
  };
  const result = replaced.reduce<Value>((v, r) => replaceFirst(v, r.search, r.replacement, node), asValue);
  if (result.kind !== 'string') return joinTemplate([{ kind: 'dynamic', node }]);
  return joinTemplate(result.parts.map((p): UrlPart => (p.kind === 'text' ? { kind: 'text', text: p.text, node: null } : { kind: 'dynamic', node: p.node })));
}
