/**
 * The value-flow layer's changes in place (src/flow/in-place.ts): what a change puts into the value it
 * changes. A call that only removes or reorders a list's elements keeps them (`sort`, `reverse`, `pop`,
 * `splice(i, 1)`); `push`, `unshift`, `fill` and `splice`'s third argument on put values in; a member
 * written or `Object.assign` may put in anything. Each case asks about the argument of `probe(…)`.
 */
import { probeIn } from '../helpers/probe';
import { spanOf } from '../../src/ast/span';
import { addedElements } from '../../src/flow/in-place';

function added(code: string): string {
  const { at } = probeIn(code);
  const found = addedElements(at.value.arguments[0]);
  if (!found) return 'anything';
  return found.map((n) => (n ? code.slice(spanOf(n)?.start, spanOf(n)?.end) : '-')).join(' | ') || 'none';
}

describe('added elements', () => {
  test.each([
    ['sort keeps the elements', `probe(list.sort((a, b) => a.n - b.n))`, 'none'],
    ['reverse keeps them', `probe(list.reverse())`, 'none'],
    ['pop and shift take one out', `probe(list.pop())`, 'none'],
    ['splice that only removes', `probe(list.splice(0, 1))`, 'none'],
    ['splice that inserts', `probe(list.splice(0, 1, a, b))`, 'a | b'],
    ['push', `probe(page.result.push(one, ...more))`, 'one | ...more'],
    ['unshift', `probe(list.unshift(first))`, 'first'],
    ['fill', `probe(list.fill(x))`, 'x'],
    ['delete of an element', `probe(delete list[0])`, 'none'],
    ['a member written', `probe(list[0] = other)`, 'anything'],
    ['Object.assign', `probe(Object.assign(list, other))`, 'anything'],
  ])('%s', (_name, code, expected) => {
    expect(added(code)).toBe(expected);
  });
});
