/**
 * The value-flow layer's questions about constructor parameters (src/flow/constructions.ts): which
 * parameter of its class's constructor a member read holds (`handedParameter`), and a file's
 * constructions of a class by the name it binds it to (run-sites.ts's `runSites`, kind `new`). Each
 * case asks about the argument of `probe(…)`.
 */
import { probeIn } from '../helpers/probe';
import jscodeshift from 'jscodeshift';
import { parseForEdit } from '../../src/parse/parse';
import { handedParameter } from '../../src/flow/constructions';
import { runSites } from '../../src/flow/run-sites';

const j = jscodeshift;

function ask(code: string): string {
  const { root, at } = probeIn(code);
  const found = handedParameter({ j, root }, at.value.arguments[0]);
  return found ? `${(found.cls.id as { name?: string } | null)?.name} #${found.index}` : 'none';
}

describe('handedParameter', () => {
  test.each([
    ['set from a parameter', `class A { constructor(t, api) { this.api = api } m() { probe(this.api) } }`, 'A #1'],
    ['a parameter property with no class type', `class A { constructor(private api: Got) {} m() { probe(this.api) } }`, 'A #0'],
    ['another class sets its own member of that name', `class A { constructor(api) { this.api = api } m() { probe(this.api) } } class B { constructor(api) { this.api = api } }`, 'A #0'],
    ['also given another value in a method', `class A { constructor(api) { this.api = api } reset() { this.api = other } m() { probe(this.api) } }`, 'none'],
    ['written on another value', `class A { constructor(api) { this.api = api } m() { probe(this.api) } } a.api = other`, 'none'],
    ['a subclass of the file may set it', `class A { constructor(api) { this.api = api } m() { probe(this.api) } } class B extends A { constructor() { super(x); this.api = other } }`, 'none'],
    ['set from something else', `class A { constructor(api) { this.api = wrap(api) } m() { probe(this.api) } }`, 'none'],
    ['a parameter property typed with a class of the file', `class Api {} class A { constructor(private api: Api) {} m() { probe(this.api) } }`, 'none'],
  ])('%s', (_name, code, expected) => {
    expect(ask(code)).toBe(expected);
  });
});

describe('constructions', () => {
  const count = (code: string, name: string): number =>
    [...runSites({ j, root: j(parseForEdit(code, 'x.ts')), name, kind: 'new', across: false, complete: false })].length;
  test('the top-level binding only, not a local one of the same name', () => {
    expect(count(`class A {} new A(1); function f(A) { return new A(2) } const b = new A(3)`, 'A')).toBe(2);
  });
  test('an imported class by its local name', () => {
    expect(count(`import { Zone as Z } from './zone'; new Z(api); new Zone(api)`, 'Z')).toBe(1);
  });
  test('a callee under a cast or parentheses is the class too', () => {
    expect(count(`class A {} new (A as any)(1); new (A)(2)`, 'A')).toBe(2);
  });
  test('no binding of that name: none', () => {
    expect(count(`new A(1)`, 'A')).toBe(0);
  });
});
