/**
 * The value-flow layer's lists (src/flow/lists.ts, elements.ts, indexes.ts): where each element of a
 * list is written (through spreads of known lists and `concat`), reads of a list by a loop's index
 * (`ids[i]`, `values[i]`), and what else a loop's index pairs with each element. Each case asks about
 * the argument of `probe(…)`.
 */
import { probeIn } from '../helpers/probe';
import jscodeshift from 'jscodeshift';
import { spanOf } from '../../src/ast/span';
import { elementReads, listSites, pairedUses } from '../../src/flow';
import type { ASTNode } from 'jscodeshift';

const j = jscodeshift;

const source = (code: string, node: ASTNode | undefined | null): string => (node ? code.slice(spanOf(node)?.start, spanOf(node)?.end) : '-');

/** Each element as `<its source> @<the const holding its literal, or 'here'>[<position>]` and `via <spread/argument>` when it came through one. */
function sites(code: string): string {
  const { root, at } = probeIn(code);
  const listed = listSites({ j, root }, at.get('arguments', 0));
  if (!listed) return 'none';
  return listed.sites
    .map((s) => {
      const holder = root.find(j.VariableDeclarator).filter((p) => p.value.init === s.literal).paths()[0];
      const name = holder && holder.value.id.type === 'Identifier' ? holder.value.id.name : 'here';
      const via = s.through.map((t) => ` via ${source(code, t)}`).join('');
      return `${source(code, s.literal.elements[s.index])} @${name}[${s.index}]${via}`;
    })
    .join(' | ');
}

describe('list sites', () => {
  test.each([
    ['a literal', `probe(['a', 'b'])`, `'a' @here[0] | 'b' @here[1]`],
    ['a spread of a const', `const B = ['a']; probe([...B, 'b'])`, `'a' @B[0] via ...B | 'b' @here[1]`],
    ['spreads of spreads', `const A = ['a']; const B = [...A, 'b']; const C = [...B]; probe(C)`, `'a' @A[0] via ...B via ...A | 'b' @B[1] via ...B`],
    ['concat', `const A = ['a']; const B = ['b']; probe(A.concat(B))`, `'a' @A[0] | 'b' @B[0] via B`],
    ['a spread of an unknown', `function f(x) { probe([...x, 'b']) }`, 'none'],
    ['a hole', `probe(['a', , 'b'])`, 'none'],
    ['a list the file changes', `const B = ['a']; B.splice(0, 1); probe([...B])`, 'none'],
  ])('%s', (_, code, expected) => {
    expect(sites(code)).toEqual(expected);
  });
});

/** What a read stands for per element (`-` where the element does not write it), and the uses of the loop's index that pair something with each element. */
function reads(code: string): string {
  const { root, at } = probeIn(code);
  const read = elementReads({ j, root }, at.value.arguments[0], at);
  if (!read) return 'none';
  const paired = pairedUses({ j, root }, read).map((u) => (u.list ? `[${source(code, u.list)}]` : source(code, u.node)));
  return read.values.map((v) => source(code, v)).join(' | ') + (paired.length ? ` paired: ${paired.join(', ')}` : '');
}

describe('element reads by a loop index', () => {
  test.each([
    ['a counted loop reading the list by index', `const ids = ['a', 'b']; for (let i = 0; i < ids.length; i++) probe(ids[i])`, `'a' | 'b'`],
    ['a key of an element read by index', `const S = [{ id: 'a' }, { id: 'b' }]; for (let i = 0; i < S.length; i++) probe(S[i].id)`, `'a' | 'b'`],
    ['paired with another list read by the same index', `const ids = ['a', 'b']; const vs = [1, 2]; for (let i = 0; i < ids.length; i++) probe(ids[i], vs[i])`, `'a' | 'b' paired: [vs]`],
    ['a const element read by index, paired', `const S = [{ id: 'a' }]; const V = [1]; for (let i = 0; i < S.length; i++) { const s = S[i]; probe(s.id, V[i]) }`, `'a' paired: [V]`],
    ['a forEach index paired with a call', `function at(n) { return n } ['a', 'b'].forEach((u, n) => probe(u, at(n)))`, `'a' | 'b' paired: at(n)`],
    ['entries()', `const ids = ['a', 'b']; const vs = [1, 2]; for (const [i, id] of ids.entries()) probe(id, vs[i])`, `'a' | 'b' paired: [vs]`],
    ['a spread list read by index', `const B = ['a']; const ids = [...B, 'b']; for (let i = 0; i < ids.length; i++) probe(ids[i])`, `'a' | 'b'`],
    ['the index written in the body is no index', `const ids = ['a', 'b']; for (let i = 0; i < ids.length; i++) { i += 1; probe(ids[i]) }`, 'none'],
    ['a counter not started at 0', `const ids = ['a', 'b']; for (let i = 1; i < ids.length; i++) probe(ids[i])`, 'none'],
    ['a counter going down', `const ids = ['a', 'b']; for (let i = 1; i >= 0; i--) probe(ids[i])`, 'none'],
    ['a parameter read by index', `function f(ids) { for (let i = 0; i < ids.length; i++) probe(ids[i]) }`, 'none'],
    ['another variable of the same name is no pairing', `const ids = ['a']; for (let i = 0; i < ids.length; i++) { probe(ids[i]); [1].forEach((i) => log(i)) }`, `'a'`],
  ])('%s', (_, code, expected) => {
    expect(reads(code)).toEqual(expected);
  });
});
