/**
 * The value-flow layer's HTTP client instances (src/flow/http-clients.ts): a `create`/`extend` call
 * whose config writes a base, and instances derived from one. Each case asks about the argument of
 * `probe(…)` and prints the base expression each value holds (`?` for an instance with no known base, `-`
 * for a value of another kind).
 */
import { probeIn } from '../helpers/probe';
import jscodeshift from 'jscodeshift';
import { values } from '../../src/flow/values';

const j = jscodeshift;

function ask(code: string): string {
  const { root, at } = probeIn(code);
  return values({ j, root }, at.get('arguments', 0))
    .map((v) => (v.kind !== 'http' ? '-' : v.base ? j(v.base as never).toSource() : '?'))
    .join(' | ');
}

describe('http client instances', () => {
  test.each([
    ['axios.create with a baseURL', `import axios from 'axios'; const api = axios.create({ baseURL: API }); probe(api)`, 'API'],
    ['got.extend with a prefixUrl, config held by a const', `const got = require('got'); const o = { prefixUrl: 'https://x' }; probe(got.extend(o))`, "'https://x'"],
    ['derived keeps its base', `const a = axios.create({ baseURL: API }); const b = a.extend({ headers: {} }); probe(b)`, 'API'],
    ['derived given its own base', `const a = axios.create({ baseURL: API }); probe(a.create({ baseURL: OTHER }))`, 'OTHER'],
    ['a class field, read in a method', `class C { http = ky.create({ prefixUrl: API }); m() { probe(this.http) } }`, 'API'],
    ['set in the constructor', `class C { constructor() { this.http = axios.create({ baseURL: API }) } m() { probe(this.http) } }`, 'API'],
    ['handed out by a function', `const a = axios.create({ baseURL: API }); function get() { return a } probe(get())`, 'API'],
    ['no base and nothing to derive from', `probe(lib.create({ headers: {} }))`, '-'],
    ['a config the layer cannot read', `function f(o) { probe(lib.create(o)) }`, '-'],
    ["a global axios is the package: its instance with no base", `probe(axios.create({ headers: {} }))`, '?'],
    ['a local named axios is no package', `const axios = store(); probe(axios.create({ headers: {} }))`, '-'],
    ["a client package's instance with no base", `import axios from 'axios'; probe(axios.create({ headers: {} }))`, '?'],
    ["a client package's instance with a config the layer cannot read", `const got = require('got'); function f(o) { probe(got.extend(o)) }`, '?'],
    ['derived from an instance with no base', `import ky from 'ky'; const a = ky.create({ headers: {} }); probe(a.extend({ timeout: 5 }))`, '?'],
    ["another package's create", `import Records from './records'; probe(Records.create({ name: 'x' }))`, '-'],
    ['a base written on a branch', `const o = {}; if (x) o.baseURL = API; probe(lib.create(o))`, '-'],
    ['a class of the file with a create method', `class R { static create(o) { return o } } probe(R.create({ baseURL: API }))`, '-'],
    ["a base class's method, a subclass keeping the client", `class B { constructor() { this.http = axios.create({ baseURL: API }) } m() { probe(this.http) } } class S extends B { n() {} }`, 'API | API'],
    ["a base class's method, a subclass swapping the client for a stub", `class B { constructor() { this.http = axios.create({ baseURL: API }) } m() { probe(this.http) } } class S extends B { constructor() { super(); this.http = stub } }`, '-'],
    ["a subclass's method reading the base's field", `class B { constructor() { this.http = axios.create({ baseURL: API }) } } class S extends B { m() { probe(this.http) } }`, 'API'],
    ['two unrelated classes, one field name', `class A { constructor() { this.http = axios.create({ baseURL: API }) } m() { probe(this.http) } } class B { constructor() { this.http = axios.create({ baseURL: O }) } }`, 'API'],
    ["a static block, a base's static method with a subclass", `class E { static { this.http = axios.create({ baseURL: API }) } static list() { probe(this.http) } } class Z extends E {}`, 'API | API'],
    ["a subclass's static side swapping the client", `class B { static http = axios.create({ baseURL: API }); static list() { probe(this.http) } } class M extends B { static http = axios.create({ baseURL: M2 }) }`, 'API | M2'],
    ["a subclass's static side holding something else", `class B { static http = axios.create({ baseURL: API }); static list() { probe(this.http) } } class M extends B { static http = stub }`, '-'],
    ['an instance method never reads the static field', `class C { static http = axios.create({ baseURL: API }); m() { probe(this.http) } }`, '-'],
    ["an object literal's method", `const api = { http: axios.create({ baseURL: API }), m() { return probe(this.http) } }`, 'API'],
    ["an object literal changed through its name", `const api = { http: axios.create({ baseURL: API }), m() { return probe(this.http) } }; Object.assign(api, { http: stub })`, '-'],
    ['an async factory, awaited', `async function make() { return axios.create({ baseURL: API }) } async function f() { const c = await make(); probe(c) }`, 'API'],
    ['an async factory, not awaited', `async function make() { return axios.create({ baseURL: API }) } probe(make())`, '-'],
    ['derived from itself with headers', `class A { constructor(t) { this.api = got.extend({ prefixUrl: API }); if (t) { this.api = this.api.extend({ headers: {} }) } } m() { probe(this.api) } }`, 'API'],
    ['derived from itself with a base of its own', `class A { constructor(t) { this.api = got.extend({ prefixUrl: API }); if (t) { this.api = this.api.extend({ prefixUrl: O }) } } m() { probe(this.api) } }`, 'API | O'],
    ['this in a plain nested function', `class C { constructor() { this.http = axios.create({ baseURL: API }) } m() { return function () { probe(this.http) } } }`, '-'],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toBe(expected);
  });
});
