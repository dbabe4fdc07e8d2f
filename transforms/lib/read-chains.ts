import { isMember, memberName, stringValue, unwrap, type MaybeNode } from '../../src/ast';

/* Plain chains of reads (`found.result[0].id`), compared as written (dns-record-type-change). */

/** A member's key as written (`a.b`, `a['b']`, `a[0]`), or undefined for one the code computes. */
export function keyOf(n: MaybeNode): string | undefined {
  if (!isMember(n)) return undefined;
  if (!n.computed) return memberName(n);
  const p = unwrap(n.property);
  return p?.type === 'NumericLiteral' ? String(p.value) : stringValue(p);
}

/** Whether two expressions are the same chain of plain reads (`found`, `found.result[0]`, `item.type`) written alike. */
export function sameChain(a: MaybeNode, b: MaybeNode): boolean {
  const [x, y] = [unwrap(a), unwrap(b)];
  if (x?.type === 'Identifier' && y?.type === 'Identifier') return x.name === y.name;
  const key = keyOf(x);
  return key !== undefined && key === keyOf(y) && sameChain(x.object, y.object);
}
