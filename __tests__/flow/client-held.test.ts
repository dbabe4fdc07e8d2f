/**
 * Which HTTP client an expression holds (src/flow/client-held.ts): asks about the argument of `probe(…)`
 * and prints the client ('-' for none).
 */
import { probeIn } from '../helpers/probe';
import jscodeshift from 'jscodeshift';
import { clientHeld } from '../../src/flow';

const j = jscodeshift;
const ask = (code: string, byName = false): string => {
  const { root, at } = probeIn(code);
  return clientHeld({ j, root }, at.value.arguments[0], byName) ?? '-';
};

describe('the client an expression holds', () => {
  test.each([
    ['a global fetch', `probe(fetch)`, 'fetch'],
    ['globalThis.fetch', `probe(globalThis.fetch)`, 'fetch'],
    ['a package under another name', `import f from 'node-fetch'; probe(f)`, 'node-fetch'],
    ['a named import of fetch from a fetch package', `import { fetch } from 'node-fetch-native'; probe(fetch)`, 'node-fetch-native'],
    ['a dynamic import', `async function g() { probe(await import('got')) }`, 'got'],
    ['the node-fetch v3 wrapper', `const fetch = (...args) => import('node-fetch').then(({ default: f }) => f(...args)); probe(fetch)`, 'node-fetch'],
    ['a wrapper forwarding its parameters', `import got from 'got'; function send(url, o) { return got(url, o) } probe(send)`, 'got'],
    ['a wrapper that changes what it forwards', `function send(url, o) { return fetch(BASE + url, o) } probe(send)`, '-'],
    ['a wrapper forwarding to itself', `const f = (...a) => f(...a); probe(f)`, '-'],
    ['a local function named fetch', `function fetch(k) { return cache[k] } probe(fetch)`, '-'],
    ['a parameter named fetch', `function p(fetch) { probe(fetch) }`, '-'],
    ['a project module named axios', `const axios = require('./queue'); probe(axios)`, '-'],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toBe(expected);
  });
  test.each([
    ['a parameter named fetch', `function p(url, { fetch = globalThis.fetch } = {}) { probe(fetch) }`, 'fetch'],
    ['a project module named axios', `const axios = require('./queue'); probe(axios)`, 'axios'],
    ['a local function named fetch', `function fetch(k) { return cache[k] } probe(fetch)`, '-'],
  ])('by name: %s', (_name, code, expected) => {
    expect(ask(code, true)).toBe(expected);
  });
});
