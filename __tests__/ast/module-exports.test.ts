/**
 * moduleExports: what a module exports under which name, by every export form (ES, TypeScript's
 * `export =`, CommonJS), read from the tree the engine edits and from Babel's program alike. Each case
 * gives the module's exported name → local name pairs; an inline whole or default export is known by
 * INLINE_EXPORT. `commonJs` says whether the module writes any CommonJS export at all.
 */
import jscodeshift from 'jscodeshift';
import { INLINE_EXPORT, moduleExports } from '../../src/ast/module-exports';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;

const exportsOf = (code: string, file = 'x.ts'): Record<string, string> => Object.fromEntries(moduleExports(j(parseForEdit(code, file)).get().value).locals);

describe('moduleExports', () => {
  test.each([
    ['a declaration exported where it is written', 'export function f() {}\nexport const g = () => 1, h = 2;\nexport class C {}', { f: 'f', g: 'g', h: 'h', C: 'C' }],
    ['names exported after the declarations, one renamed', 'function f() {}\nconst g = 1;\nexport { f, g as h };', { f: 'f', h: 'g' }],
    ['a default export by name and a named default declaration', 'function f() {}\nexport default f;', { default: 'f' }],
    ['a default function declaration with a name', 'export default function describe(r) { return r; }', { default: 'describe' }],
    ['a default function written inline', 'export default function (records) { return records; }', { default: INLINE_EXPORT }],
    ['a default arrow written inline', 'export default (records) => records;', { default: INLINE_EXPORT }],
    ['export = a name', 'function f() {}\nexport = f;', { 'module.exports': 'f', default: 'f' }],
    ['export = a function written inline', 'export = function (r: any) { return r; };', { 'module.exports': INLINE_EXPORT, default: INLINE_EXPORT }],
    ['module.exports = an object of names', 'function f() {}\nconst g = 1;\nmodule.exports = { f, h: g };', { f: 'f', h: 'g' }],
    ['exports.x = a name', 'function f() {}\nexports.f = f;\nmodule.exports.g = f;', { f: 'f', g: 'f' }],
    ['module.exports = a name', 'class Client {}\nmodule.exports = Client;', { 'module.exports': 'Client', default: 'Client' }],
    ['module.exports = a function written inline (named or not)', 'module.exports = function label(r) { return r; };', { 'module.exports': INLINE_EXPORT, default: INLINE_EXPORT }],
    ['an ES export of a name stands before a CommonJS one', 'function f() {}\nfunction g() {}\nmodule.exports = { f };\nexport { g as f };', { f: 'g' }],
    ['re-exports from another module are not this module\'s names', "export { a as b } from './a';\nexport * from './c';", {}],
    ['export default = an object of names', 'function f() {}\nfunction g() {}\nexport default { f, h: g, k() {} };', { f: 'f', h: 'g' }],
    ['an object or a call exported whole names nothing', 'module.exports = { ...base };\nexport default make();', {}],
  ])('%s', (_name, code, expected) => {
    expect(exportsOf(code)).toEqual(expected);
  });

  test('the identifiers that only export a name are no use of it', () => {
    const root = j(parseForEdit('function f() {}\nfunction g() {}\nexport { f as h };\nmodule.exports = { g };', 'x.js'));
    const sites = [...moduleExports(root.get().value).sites].map((n) => (n as { name: string }).name).sort();
    expect(sites).toEqual(['f', 'g', 'g', 'h']);
  });

  test('namespaceDefault: an importer\'s default is the object of the names (`export default { f }`, CommonJS by name)', () => {
    const of = (code: string): boolean => moduleExports(j(parseForEdit(code, 'x.js')).get().value).namespaceDefault;
    expect(of('function f() {}\nexport default { f };')).toBe(true);
    expect(of('function f() {}\nmodule.exports = { f };')).toBe(true);
    expect(of('exports.f = () => 1;')).toBe(true);
    expect(of('function f() {}\nmodule.exports = f;')).toBe(false);
    expect(of('function f() {}\nexport default f;')).toBe(false);
    expect(of('export function f() {}')).toBe(false);
  });

  test('commonJs: any assignment to module.exports or exports, followed by name or not', () => {
    const of = (code: string): boolean => moduleExports(j(parseForEdit(code, 'x.js')).get().value).commonJs;
    expect(of('class A {}\nexport class B {}')).toBe(false);
    expect(of('class A {}\nmodule.exports.make = () => new A();')).toBe(true);
    expect(of('exports.a.b = 1;')).toBe(true);
  });
});
