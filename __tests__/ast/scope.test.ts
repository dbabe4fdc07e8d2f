/**
 * declarationsAt: the declaration a name stands for where it is written, by JavaScript's scopes. Each
 * case writes `probe(cf)` once; the answer is the line of the declaration `cf` resolves to there
 * (several when the scope declares it twice), or none for a global.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { declarationsAt, topLevelDeclarations } from '../../src/ast/scope';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;

function resolve(code: string, file = 'x.ts'): number[] {
  const root = j(parseForEdit(code, file));
  const index = nodeIndex(j, root);
  const probe = index.of('CallExpression').find((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe') as ASTPath;
  return declarationsAt(index, probe.get('arguments', 0), 'cf').map((d) => d.id.loc!.start.line);
}

describe('declarationsAt', () => {
  test.each([
    ['a module-level const', 'const cf = 1;\nfunction f() {\n  probe(cf);\n}', [1]],
    ['a const of the function shadows it', 'const cf = 1;\nfunction f() {\n  const cf = 2;\n  probe(cf);\n}', [3]],
    ['a const of an inner block does not reach after the block', 'const cf = 1;\nfunction f() {\n  { const cf = 2; }\n  probe(cf);\n}', [1]],
    ['a var of an inner block does', 'const cf = 1;\nfunction f() {\n  { var cf = 2; }\n  probe(cf);\n}', [3]],
    ['a parameter', 'const cf = 1;\nconst f = (cf) =>\n  probe(cf);', [2]],
    ['a destructured parameter with a default', 'const cf = 1;\nfunction f({ a: [cf] = [] }) {\n  probe(cf);\n}', [2]],
    ['a destructured const', 'const cf = 1;\nfunction f(o) {\n  const { client: cf } = o;\n  probe(cf);\n}', [3]],
    ['a catch parameter', 'const cf = 1;\ntry {} catch (cf) {\n  probe(cf);\n}', [2]],
    ['after the catch clause, the outer one', 'const cf = 1;\ntry {} catch (cf) {}\nprobe(cf);', [1]],
    ['a class method parameter', 'const cf = 1;\nclass A {\n  m(cf) { probe(cf); }\n}', [3]],
    ['a constructor parameter property', 'const cf = 1;\nclass A {\n  constructor(private cf: T) { probe(cf); }\n}', [3]],
    ['an inner function declaration', 'const cf = 1;\nfunction f() {\n  function cf() {}\n  probe(cf);\n}', [3]],
    ['a named function expression, inside itself', 'const cf = 1;\nconst g = function cf() {\n  probe(cf);\n};', [2]],
    ['a for…of head', 'const cf = 1;\nfor (const cf of list)\n  probe(cf);', [2]],
    ['a switch case', 'const cf = 1;\nswitch (k) {\n  case 1: const cf = 2; probe(cf);\n}', [3]],
    ['an import', "import { cf } from './fakes';\nfunction f() {\n  probe(cf);\n}", [1]],
    ['a default import under another name', "import cf from './fakes';\nprobe(cf);", [1]],
    ['a var declared twice', 'var cf = 1;\nvar cf = 2;\nprobe(cf);', [1, 2]],
    ['not declared: a global', 'function f() {\n  probe(cf);\n}', []],
    ['a class of the same name in another function does not reach', 'function g() {\n  class cf {}\n}\nprobe(cf);', []],
  ])('%s', (_name, code, lines) => {
    expect(resolve(code)).toEqual(lines);
  });

  test('topLevelDeclarations: the module scope only', () => {
    const root = j(parseForEdit('export const cf = {};\nfunction f() { const cf = 2; }\nconst other = 1;', 'x.ts'));
    const index = nodeIndex(j, root);
    expect(topLevelDeclarations(index, 'cf').map((d) => d.id.loc!.start.line)).toEqual([1]);
    expect(topLevelDeclarations(index, 'missing')).toEqual([]);
  });
});
