/**
 * The value-flow layer's "may this call change what it is given" (src/flow/callee-changes.ts): each
 * case asks it of the call that is given `list`.
 */
import jscodeshift, { type ASTPath, type CallExpression } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { mayChangeArgument } from '../../src/flow';

const j = jscodeshift;

function ask(code: string): boolean {
  const root = j(parseForEdit(code, 'x.ts'));
  const calls = nodeIndex(j, root)
    .of('CallExpression')
    .filter((p) => p.value.arguments.some((a) => a.type === 'Identifier' && a.name === 'list')) as ASTPath<CallExpression>[];
  expect(calls).toHaveLength(1);
  const argument = calls[0].value.arguments.find((a) => a.type === 'Identifier' && a.name === 'list')!;
  return mayChangeArgument({ j, root }, calls[0], argument);
}

describe('mayChangeArgument', () => {
  test.each([
    ['a function that pushes to it', `function add(l) { l.push(1) } add(list)`, true],
    ['a function that writes its elements in a callback', `function fix(l) { l.forEach((r) => { r.type = 'A' }) } fix(list)`, true],
    ['a function that hands it on', `function on(l) { other(l) } on(list)`, true],
    ['a function that keeps it outside', `let kept; function keep(l) { kept = l } keep(list)`, true],
    ['a function that reads it only', `function show(l) { console.log(l.map((r) => r.name).join(', ')) } show(list)`, false],
    ['a function that throws on it', `function check(l) { if (!l.length) throw new Error('none') } if (!check(list)) stop()`, false],
    ['a reading function whose result is kept', `function same(l) { return l } const other = same(list)`, true],
    ['a callee the layer cannot see', `import { normalise } from './n'; normalise(list)`, true],
    ['a parameter called', `function run(cb) { cb(list) }`, true],
    ['a reader', `console.log(list)`, false],
    ['an array method given it', `seen.push(list)`, false],
    ['Object.assign onto it', `Object.assign(list, more)`, true],
    ['Object.assign from it', `Object.assign({}, list)`, false],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toBe(expected);
  });
});
