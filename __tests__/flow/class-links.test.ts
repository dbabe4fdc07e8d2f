/**
 * classLinks (src/flow/class-links.ts): which class of the file each class extends, by the
 * declaration its `extends` names where it is written, and classesBelow over those links. The layer's
 * subclasses and the anchors' class-keyed `this.x` instances read the same answers. Each case names
 * its classes by their line; the answer lists `child->parent` pairs.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { classesBelow, classLinks } from '../../src/flow/class-links';
import type { ClassNode } from '../../src/flow/value';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;
const line = (c: ClassNode): number => (c as { loc: { start: { line: number } } }).loc.start.line;

function linksOf(code: string): { pairs: string[]; classes: ClassNode[]; links: ReturnType<typeof classLinks> } {
  const index = nodeIndex(j, j(parseForEdit(code, 'x.ts')));
  const links = classLinks(index);
  const classes = index.of('ClassDeclaration', 'ClassExpression').map((p: ASTPath) => p.value as ClassNode);
  return { pairs: [...links.parent].map(([child, parent]) => `${line(child)}->${line(parent)}`), classes, links };
}

describe('classLinks', () => {
  test.each<[string, string, string[]]>([
    ['a class declaration', 'class A {}\nclass B extends A {}', ['2->1']],
    ['a const holding a class expression', 'const A = class {};\nclass B extends A {}', ['2->1']],
    ['through parentheses and a cast', 'class A {}\nclass B extends (A as typeof A) {}', ['2->1']],
    ['a named class expression: its own name is not seen outside', 'const A = class Impl {};\nclass B extends Impl {}\nclass C extends A {}', ['3->1']],
    ['an import: no class of the file', "import { A } from './a';\nclass B extends A {}", []],
    ['a global: none', 'class B extends HTMLElement {}', []],
    [
      'two classes of one name in two functions: each its own',
      'function f() {\n  class A {}\n  class B extends A {}\n}\nfunction g() {\n  class A {}\n  class C extends A {}\n}',
      ['3->2', '7->6'],
    ],
    ['a parameter shadowing the class: none', 'class A {}\nfunction f(A) {\n  return class B extends A {};\n}', []],
    ['a name declared twice: none', 'var A = class {};\nvar A = class {};\nclass B extends A {}', []],
    ['a call: none', 'class A {}\nclass B extends mixin(A) {}', []],
  ])('%s', (_name, code, expected) => {
    expect(linksOf(code).pairs).toEqual(expected);
  });
});

describe('classesBelow', () => {
  const chain = 'class A {}\nclass B extends A {}\nclass C extends B {}\nclass D extends A {}\nclass E extends C {}';
  test('each class before its own subclasses, as far as the levels asked', () => {
    const { classes, links } = linksOf(chain);
    expect(classesBelow(links, classes[0], 3).classes.map(line)).toEqual([2, 3, 5, 4]);
    expect(classesBelow(links, classes[0], 3).deeper).toBe(false);
  });
  test('a class further down than the levels asked: left out, and said', () => {
    const { classes, links } = linksOf(chain);
    const found = classesBelow(links, classes[0], 2);
    expect(found.classes.map(line)).toEqual([2, 3, 4]);
    expect(found.deeper).toBe(true);
  });
});
