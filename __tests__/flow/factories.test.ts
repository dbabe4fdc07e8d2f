/**
 * The value-flow layer's factories (src/flow/factories.ts), asked in one module: what
 * the call `deps.make(…)` inside `run` constructs, as the class names, or 'unknown'.
 */
import jscodeshift from 'jscodeshift';
import type { CallExpression } from 'jscodeshift';
import { parseForEdit } from '../../src/parse/parse';
import { constructedBy } from '../../src/flow/factories';

const j = jscodeshift;

function ask(code: string): string {
  const root = j(parseForEdit(code, 'x.ts'));
  const call = root.find(j.CallExpression, (c: CallExpression) => j(c.callee as never).toSource() === 'deps.make').paths()[0];
  const made = constructedBy(j, { root }, call.value);
  return made ? made.map((n) => j(n.callee as never).toSource()).join(' ') : 'unknown';
}

const RUN = `function run(token, deps = defaults) { const s = deps.make(token); return s.list() }`;

describe('constructedBy', () => {
  test.each([
    ['a const default, every call leaving it out', `const defaults = { make: (t) => new Api(t) }; ${RUN} run('a'); run('b')`, 'Api'],
    ['a default written in place', `function run(token, deps = { make: (t) => new Api(t) }) { return deps.make(token) } run('a')`, 'Api'],
    ['a caller passing its own object', `const defaults = { make: (t) => new Api(t) }; ${RUN} run('a'); run('b', { make(t) { return new Fake(t) } })`, 'Fake Api'],
    ['a caller passing an unknown object', `const defaults = { make: (t) => new Api(t) }; ${RUN} run('a', pick())`, 'unknown'],
    ['a member returning something else', `const defaults = { make: (t) => cached(t) }; ${RUN} run('a')`, 'unknown'],
    ['the const object written', `const defaults = { make: (t) => new Api(t) }; defaults.make = other; ${RUN} run('a')`, 'unknown'],
    ['the const object handed on', `const defaults = { make: (t) => new Api(t) }; keep(defaults); ${RUN} run('a')`, 'unknown'],
    ['a spread in the object', `const defaults = { ...base, make: (t) => new Api(t) }; ${RUN} run('a')`, 'unknown'],
    ['the function handed on', `const defaults = { make: (t) => new Api(t) }; ${RUN} keep(run)`, 'unknown'],
    ['the object also passed at another position, written there', `const defaults = { make: (t) => new Api(t) }; function run(spare, token, deps = defaults) { spare.make = other; return deps.make(token) } run(defaults, 'a')`, 'unknown'],
    ['the object also passed at another position, only called there', `const defaults = { make: (t) => new Api(t) }; function run(spare, token, deps = defaults) { spare.make(token); return deps.make(token) } run(defaults, 'a')`, 'Api'],
    ['a parameter handing the object on to a caller', `const defaults = { make: (t) => new Api(t) }; function run(token, deps) { return deps.make(token) } function outer(d = defaults) { return run('a', d) } outer()`, 'Api'],
    ['no default and a call leaving it out', `function run(token, deps) { return deps.make(token) } run('a')`, 'unknown'],
  ])('%s', (_name, code, expected) => expect(ask(code)).toBe(expected));
});
