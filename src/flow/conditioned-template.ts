import type { ASTNode } from 'jscodeshift';
import { nodeIndex, pathOfNode, type IndexContext } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { commonTemplate } from './strings';
import type { Part, PartCondition, Value } from './value';

/*
 * The template of a conditional whose test asks how a string starts, left undecided where it is
 * written (conditionals.ts): `path.startsWith('http') ? path : `${ROOT}${path}`` in a wrapper whose
 * callers pass `path`. One branch sends the tested string whole (a URL the caller gives in full); the
 * other is the template, holding only when the string answers the test as that branch needs: its
 * reads of the string are marked with the test (`when`), for the asker to decide with what it binds
 * there (a wrapper's caller's path: src/cloudflare/calls/wrapper-call.ts).
 */

/** The other branch's parts, the tested string's reads marked with the test; undefined for anything else. */
export function conditionedTemplate(ctx: IndexContext, found: Value[], node: ASTNode): Part[] | undefined {
  const when = found[0]?.when;
  const declared = when?.declared as { name?: string } | undefined;
  if (!when || !declared?.name || found.some((v) => v.when?.conditional !== when.conditional)) return undefined;
  const index = nodeIndex(ctx.j, ctx.root);
  // A read of the tested name, by its scope: the same declaration.
  const reads = (n: ASTNode): boolean => {
    if (n.type !== 'Identifier' || n.name !== declared.name) return false;
    const at = pathOfNode(ctx, n);
    return at !== undefined && declarationsAt(index, at, n.name)[0]?.id === when.declared;
  };
  const whole = (v: Value): boolean => (v.kind === 'unknown' ? reads(v.node) : v.kind === 'string' && v.parts.length === 1 && v.parts[0].kind === 'hole' && reads(v.parts[0].node));
  const sides = [true, false].map((taken) => found.filter((v) => v.when!.taken === taken));
  const passing = sides.findIndex((side) => side.length > 0 && side.every(whole));
  const other = passing < 0 ? [] : sides[1 - passing];
  if (other.length === 0) return undefined;
  const [one] = other;
  const parts = other.length === 1 && one.kind === 'string' && !one.element ? one.parts : commonTemplate(other, node);
  if (!parts) return undefined;
  const condition: PartCondition = { prefix: when.prefix, whenStarts: when.whenStarts, exact: when.exact, taken: passing !== 0 };
  let marked = false;
  const out = parts.map((p): Part => {
    if (p.kind !== 'hole' || !reads(p.node)) return p;
    marked = true;
    return { ...p, when: condition };
  });
  // Nothing of the template says what it needs: no template.
  return marked ? out : undefined;
}
