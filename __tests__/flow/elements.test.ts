/**
 * The value-flow layer's question about a read of a loop's element (src/flow/elements.ts): which
 * expression it stands for, element by element. Each case asks about the argument of `probe(…)`; the
 * answer is the source of each element's expression (`-` where the element does not write the key), or
 * `none` when the read is no element of a list the layer knows.
 */
import { probeIn } from '../helpers/probe';
import jscodeshift from 'jscodeshift';
import { spanOf } from '../../src/ast/span';
import { elementReads } from '../../src/flow';

const j = jscodeshift;

function ask(code: string): string {
  const { root, at } = probeIn(code);
  const read = elementReads({ j, root }, at.value.arguments[0], at);
  return read ? read.values.map((v) => (v ? code.slice(spanOf(v)?.start, spanOf(v)?.end) : '-')).join(' | ') : 'none';
}

describe('elementReads', () => {
  test.each([
    ['a for…of over objects', `const list = [{ url: 'a' }, { url: b }]; for (const e of list) probe(e.url)`, `'a' | b`],
    ['a key an element does not write', `for (const e of [{ url: 'a', method: 'PATCH' }, { url: 'b' }]) probe(e.method)`, `'PATCH' | -`],
    ['destructured in the loop', `for (const { url } of [{ url: 'a' }, { url: 'b' }]) probe(url)`, `'a' | 'b'`],
    ['a map callback, destructured', `const jobs = [{ path: 'a' }, { path: 'b' }]; jobs.map(({ path: p }) => probe(p))`, `'a' | 'b'`],
    ['a list of strings', `const urls = ['a', B]; urls.forEach((u) => probe(u))`, `'a' | B`],
    ['a counted loop', `const list = [{ url: 'a' }]; for (let i = 0; i < list.length; i++) { const e = list[i]; probe(e.url) }`, `'a'`],
    ['an element held by a const: what is written on it', `const one = { url: 'a' }; one.url = 'c'; for (const e of [one]) probe(e.url)`, `'c'`],
    ['an element held by a const, its key written on a branch', `const one = { url: 'a' }; if (x) one.url = 'c'; for (const e of [one]) probe(e.url)`, 'none'],
    ['a key written through the loop variable', `for (const e of [{ url: 'a' }]) { if (x) e.url = 'c'; probe(e.url) }`, 'none'],
    ['the loop variable given another value', `for (let u of ['a']) { u = 'c'; probe(u) }`, 'none'],
    ['a list the file changes', `const list = [{ url: 'a' }]; list.push(more); for (const e of list) probe(e.url)`, 'none'],
    ['a list with a spread', `for (const e of [...more, { url: 'a' }]) probe(e.url)`, 'none'],
    ['a parameter is no loop', `function f(e) { probe(e.url) }`, 'none'],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});
