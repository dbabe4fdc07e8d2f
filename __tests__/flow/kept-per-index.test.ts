/**
 * What the value-flow layer keeps per node index (a function's `return` statements, a merged list of
 * several node types) follows the runner's edits: an edit that moves nodes clears the runner's memo,
 * index included, and the next question sees the new nodes; an edit that only changes values keeps the
 * index, and those lists with it, while the answers that read the values are asked again.
 */
import jscodeshift, { type ASTPath, type CallExpression, type FunctionDeclaration, type StringLiteral } from 'jscodeshift';
import { currentIndex, NODE_INDEX } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';
import { values, type Value } from '../../src/flow';

const j = jscodeshift;

const show = (v: Value): string => (v.kind === 'string' ? v.parts.map((p) => (p.kind === 'text' ? p.text : `{${p.origin.kind}}`)).join('') : '?');

/** A tree with the runner's memo, and its two kinds of edit (as process.ts's `changed`). */
function edited(code: string) {
  const root = j(parseForEdit(code, 'x.ts'));
  const memory = new Map<string, unknown>();
  const memo = <T>(key: string, compute: () => T): T => (memory.has(key) ? memory.get(key) : memory.set(key, compute()).get(key)) as T;
  const ctx = { j, root, memo };
  const changed = (what?: 'values'): void => {
    const index = what === 'values' ? memory.get(NODE_INDEX) : undefined;
    memory.clear();
    if (index) memory.set(NODE_INDEX, index);
  };
  const probe = (): ASTPath<CallExpression> =>
    currentIndex(ctx)
      .of('CallExpression')
      .find((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe') as ASTPath<CallExpression>;
  const ask = (): string[] => values(ctx, probe().get('arguments', 0)).map(show);
  return { root, ctx, changed, ask };
}

describe('kept per index', () => {
  test("a function's returns: a return an edit adds is seen, a literal an edit rewrites is read anew", () => {
    const { root, ctx, changed, ask } = edited(`function pick(z) {\n  if (z) return '/a';\n}\nprobe(pick(1));\n`);
    expect(ask()).toEqual(['/a', '?']);
    // A structural edit: a `return` added at the end of pick's body.
    const pick = root.find(j.FunctionDeclaration).paths()[0] as ASTPath<FunctionDeclaration>;
    pick.value.body.body.push(j.returnStatement(j.stringLiteral('/b')));
    changed();
    expect(ask()).toEqual(['/a', '/b']);
    // A values-only edit: the first return's literal rewritten; the index (and its returns) are kept.
    const index = currentIndex(ctx);
    const first = root.find(j.StringLiteral, { value: '/a' }).paths()[0].value as StringLiteral;
    first.value = '/c';
    changed('values');
    expect(currentIndex(ctx)).toBe(index);
    expect(ask()).toEqual(['/c', '/b']);
  });

  test('a merged list of several types is the same list while the index holds, and a new one after an edit that adds a node', () => {
    const { root, ctx, changed } = edited(`const a = f();\nconst b = new G();\n`);
    const before = currentIndex(ctx).of('CallExpression', 'NewExpression');
    expect(before.map((p) => p.value.type)).toEqual(['CallExpression', 'NewExpression']);
    expect(currentIndex(ctx).of('CallExpression', 'NewExpression')).toBe(before);
    changed('values');
    expect(currentIndex(ctx).of('CallExpression', 'NewExpression')).toBe(before);
    const program = root.get().value.program;
    program.body.unshift(j.expressionStatement(j.newExpression(j.identifier('H'), [])));
    changed();
    const after = currentIndex(ctx).of('CallExpression', 'NewExpression');
    expect(after.map((p) => (p.value.callee as { name: string }).name)).toEqual(['H', 'f', 'G']);
  });
});
