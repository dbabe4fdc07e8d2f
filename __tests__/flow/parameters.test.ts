/**
 * `wholeParameter` (src/flow/parameters.ts): the parameter an expression holds as its caller passed
 * it. Each case asks about the argument of `probe(…)` and answers the parameter's position, or
 * undefined when the expression is not one parameter whole.
 */
import jscodeshift from 'jscodeshift';
import { probeIn } from '../helpers/probe';
import { wholeParameter } from '../../src/flow';

const j = jscodeshift;

function ask(code: string): number | undefined {
  const { root, at } = probeIn(code, 'x.ts');
  return wholeParameter({ j, root }, at.get('arguments', 0).value)?.index;
}

describe('wholeParameter', () => {
  test.each([
    ['the first parameter', 'function send(url, token) { probe(url) }', 0],
    ['the second parameter, read in a nested arrow', 'function send(token, url) { retry(() => probe(url)) }', 1],
    ['a parameter with a default', "function send(url = '/x') { probe(url) }", 0],
    ['a parameter read through a cast', 'function send(url: unknown) { probe(url as string) }', 0],
  ])('%s', (_, code, expected) => expect(ask(code)).toBe(expected));

  test.each([
    ['a parameter written in the function', "function send(url) { url = url.replace('a', 'b'); probe(url) }"],
    ['a parameter added to', "function send(url) { url += '?x=1'; probe(url) }"],
    ['text around the parameter', 'function send(url) { probe(`${url}/export`) }'],
    ['a .replace of the parameter', "function send(url) { probe(url.replace('a', 'b')) }"],
    ['a destructured parameter', 'function send({ url }) { probe(url) }'],
    ['a const of the function', "function send() { const url = 'https://x'; probe(url) }"],
    ['a global', 'probe(url)'],
    ['a parameter falling back to a default', "function send(url) { probe(url ?? 'https://x') }"],
  ])('not %s', (_, code) => expect(ask(code)).toBeUndefined());
});
