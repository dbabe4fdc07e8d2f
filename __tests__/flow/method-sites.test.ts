/**
 * The value-flow layer's list of every call of a class's method (src/flow/method-sites.ts), asked in
 * one module (no run around it): the calls of `save` on the class `Store`, as the text of each call's
 * first argument, or 'unknown' when they cannot all be known.
 */
import jscodeshift from 'jscodeshift';
import { parseForEdit } from '../../src/parse/parse';
import { allMethodSites } from '../../src/flow/method-sites';

const j = jscodeshift;

function ask(code: string): string {
  const root = j(parseForEdit(code, 'x.ts'));
  const sites = allMethodSites({ j, root, className: 'Store', method: 'save' });
  return sites ? sites.map((s) => j(s.at.value.arguments[0] as never).toSource()).join(' ') : 'unknown';
}

const STORE = `class Store { find(k) { return k } save(k) { return k } again() { return this.save('self') } }`;

describe('allMethodSites', () => {
  test.each([
    ['instances held in consts, and this', `${STORE} const a = new Store(); a.save('one'); a.find('x'); function f() { const b = new Store(); b.save('two') }`, "'self' 'one' 'two'"],
    ['no construction: only this', STORE, "'self'"],
    ['a local of the same name is another binding', `${STORE} const a = new Store(); a.save('one'); function f(a) { a.save('other') }`, "'self' 'one'"],
    ['an instance handed to a call', `${STORE} const a = new Store(); a.save('one'); keep(a)`, 'unknown'],
    ['an instance made inline', `${STORE} new Store().save('one')`, 'unknown'],
    ['an instance held by a let', `${STORE} let a = new Store(); a.save('one')`, 'unknown'],
    ['the method read, not called', `${STORE} const a = new Store(); const s = a.save; s('one')`, 'unknown'],
    ['the method written on the instance', `${STORE} const a = new Store(); a.save = other; a.save('one')`, 'unknown'],
    ['the instance read by a computed key', `${STORE} const a = new Store(); a[k]('one')`, 'unknown'],
    ['this handed on', `class Store { save(k) { return k } constructor() { keep(this) } } const a = new Store(); a.save('one')`, 'unknown'],
    ['the class extended', `${STORE} class Other extends Store { save(k) { return k } } const a = new Store(); a.save('one')`, 'unknown'],
    ['the class extends another', `class Store extends Base { save(k) { return k } } const a = new Store(); a.save('one')`, 'unknown'],
    ['a field of the method name', `class Store { save = (k) => k } const a = new Store(); a.save('one')`, 'unknown'],
    ['a static method of that name', `class Store { static save(k) { return k } } const a = new Store(); a.save('one')`, 'unknown'],
    ['the prototype written', `${STORE} Store.prototype.save = other; const a = new Store(); a.save('one')`, 'unknown'],
    ['a factory function, each call held in a const', `${STORE} function make() { return new Store() } const a = make(); a.save('one'); const b = make(); b.save('two')`, "'self' 'one' 'two'"],
    ['a factory arrow of a const object, called on it or on a parameter it is the default of', `${STORE} const deps = { make: () => new Store() }; const a = deps.make(); a.save('one'); function f(d = deps) { const b = d.make(); b.save('two') }`, "'self' 'one' 'two'"],
    ['a factory arrow of an object written as a parameter\'s default', `${STORE} function f(d = { make: () => new Store() }) { const b = d.make(); b.save('two') }`, "'self' 'two'"],
    ['a factory arrow of a default, the parameter handed on', `${STORE} function f(d = { make: () => new Store() }) { keep(d) }`, 'unknown'],
    ['a factory whose result is handed on', `${STORE} function make() { return new Store() } const a = make(); keep(a)`, 'unknown'],
    ['a factory handed on', `${STORE} function make() { return new Store() } keep(make)`, 'unknown'],
    ['a factory object handed on', `${STORE} const deps = { make: () => new Store() }; keep(deps)`, 'unknown'],
    ['a factory read off its object', `${STORE} const deps = { make: () => new Store() }; const m = deps.make; m().save('one')`, 'unknown'],
    ['a parameter defaulting to the factory object handed on', `${STORE} const deps = { make: () => new Store() }; function f(d = deps) { keep(d) }`, 'unknown'],
    ['a factory of an object held by a let', `${STORE} let deps = { make: () => new Store() }; deps.make().save('one')`, 'unknown'],
    ['the class exported in a module the run does not know', `export ${STORE} const a = new Store(); a.save('one')`, 'unknown'],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toBe(expected);
  });
});
