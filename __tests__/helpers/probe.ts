import jscodeshift, { type ASTPath, type CallExpression } from 'jscodeshift';
import { nodeIndex } from '../../src/ast/node-index';
import type { Root } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';

/**
 * The one `probe(…)` call of a snippet, parsed for editing: the value-flow tests ask a question about
 * its argument (src/flow). Fails the test when the snippet has none or several.
 */
export function probeIn(code: string, file = 'x.ts'): { j: typeof jscodeshift; root: Root; at: ASTPath<CallExpression> } {
  const j = jscodeshift;
  const root = j(parseForEdit(code, file));
  const probes = nodeIndex(j, root)
    .of('CallExpression')
    .filter((p) => p.value.callee.type === 'Identifier' && p.value.callee.name === 'probe');
  expect(probes).toHaveLength(1);
  return { j, root, at: probes[0] as ASTPath<CallExpression> };
}
