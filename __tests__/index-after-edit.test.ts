/**
 * The node index after an edit that replaced nodes (`changed({ replaced })`, issue 31): updated for
 * the replaced subtrees instead of built again, it must be the index a whole walk of the edited tree
 * gives (the same paths, in the same order), and a question after the edit must see the edited tree.
 */
import type { ASTPath, JSCodeshift } from 'jscodeshift';
import { parseForEdit } from '../src/parse/parse';
import { removePropertiesEdits, replaceWithEdits } from '../src/edit/text-edits';
import { afterReplacing, CALLS, indexBuilds, indexUpdates, nodeIndex, type NodeIndex, type Root } from '../src/ast/node-index';
import { processSource } from '../src/runner/process';
import type { Transform, TransformContext } from '../src/types';

const j: JSCodeshift = require('jscodeshift');

/** An index built by a whole walk of the tree as it is now (a memo that keeps nothing). */
const walked = (root: Root): NodeIndex => nodeIndex(j, root, (_key, compute) => compute());

/** Every node type of the tree as it is now. */
const typesOf = (root: Root): string[] => [...new Set(root.find(j.Node).paths().map((p) => p.value.type))];

/** Whether two indexes hold the same paths, in the same order, for every type of the tree and for merged sets. */
function expectSameIndex(updated: NodeIndex, fresh: NodeIndex, root: Root): void {
  for (const type of typesOf(root)) expect(updated.of(type)).toEqual(fresh.of(type));
  for (const type of typesOf(root)) updated.of(type).forEach((p, i) => expect(p).toBe(fresh.of(type)[i]));
  expect(updated.of(...CALLS)).toEqual(fresh.of(...CALLS));
  for (const p of fresh.of('Identifier')) expect(updated.pathOf(p.value)).toBe(fresh.pathOf(p.value));
}

/** The first object literal with a property `key`, and the edits that drop `drop` and rename `key` to `renamed`. */
function objectEdit(root: Root, source: string, edit: { key: string; drop: string; renamed: string }): { path: ASTPath; ok: boolean } {
  const path = root.find(j.ObjectExpression).filter((p) => p.value.properties.some((q: any) => q.key?.name === edit.key)).paths()[0];
  const obj = path.value;
  const dropped = obj.properties.filter((q: any) => q.key?.name === edit.drop);
  const keyed = obj.properties.find((q: any) => q.key?.name === edit.key) as any;
  const edits = [...removePropertiesEdits(obj, dropped, source)!, { start: keyed.key.start, end: keyed.key.end, text: edit.renamed }];
  return { path, ok: replaceWithEdits(path, edits, source, 'x.ts') };
}

const layouts: Array<[string, (s: string) => string]> = [
  ['spaces', (s) => s],
  ['tabs', (s) => s.replace(/^( {2})+/gm, (m) => '\t'.repeat(m.length / 2))],
  ['CRLF', (s) => s.replace(/\n/g, '\r\n')],
];

const code = [
  `const zone = 'z';`,
  `export async function add(name) {`,
  `  const body = { type: 'SRV', data: { service: '_sip', name, port: 5060 }, ttl: 1 };`,
  `  return fetch(\`/zones/\${zone}/dns_records\`, { method: 'POST', body: JSON.stringify(body) });`,
  `}`,
  `export const later = (x) => x.map((r) => r.name);`,
  '',
].join('\n');

describe('the node index after replaced nodes', () => {
  test.each(layouts)('is the index a whole walk of the edited tree gives (%s)', (_name, layout) => {
    const source = layout(code);
    const root = j(parseForEdit(source, 'x.ts')) as Root;
    const before = walked(root);
    const { path, ok } = objectEdit(root, source, { key: 'data', drop: 'ttl', renamed: 'content' });
    expect(ok).toBe(true);
    const updated = afterReplacing(j, before, [path])!;
    expect(updated).toBeDefined();
    expectSameIndex(updated, walked(root), root);
    // A question after the edit sees the edited tree: the renamed key, not the old one nor the dropped one.
    const names = updated.of('Identifier').map((p) => p.value.name);
    expect(names).toContain('content');
    expect(names).not.toContain('ttl');
    expect(names.filter((n) => n === 'data')).toEqual([]);
    expect(updated.of('ObjectProperty').some((p) => p.value === (path.value as any).properties[0])).toBe(true);
  });

  test('two replaced nodes in one change, the later one first in the file', () => {
    const source = code;
    const root = j(parseForEdit(source, 'x.ts')) as Root;
    const before = walked(root);
    const inner = objectEdit(root, source, { key: 'service', drop: 'port', renamed: 'srv' });
    const outer = objectEdit(root, source, { key: 'method', drop: 'body', renamed: 'verb' });
    expect(inner.ok && outer.ok).toBe(true);
    const updated = afterReplacing(j, before, [outer.path, inner.path])!;
    expectSameIndex(updated, walked(root), root);
  });

  test('a replaced path that is no longer in the tree: no update (the caller builds the index anew)', () => {
    const source = code;
    const root = j(parseForEdit(source, 'x.ts')) as Root;
    const before = walked(root);
    // The data object, then the body around it: the data's path is not in the tree any more.
    const body = root.find(j.ObjectExpression).filter((p) => p.value.properties.some((q: any) => q.key?.name === 'data')).paths()[0];
    const inner = objectEdit(root, source, { key: 'service', drop: 'port', renamed: 'srv' });
    expect(inner.ok).toBe(true);
    body.replace(j.objectExpression([]));
    expect(afterReplacing(j, before, [inner.path, body])).toBeUndefined();
    // The body first, then the data object it held: the same.
    expect(afterReplacing(j, before, [body, inner.path])).toBeUndefined();
    expect(afterReplacing(j, before, [])).toBeUndefined();
  });

  test.each([
    ['plain', code],
    ['a BOM and CRLF', `\uFEFF${code.replace(/\n/g, '\r\n')}`],
  ])('in a run (%s): a transform that asks after its edit sees the edited tree, with no second walk of the whole tree', (_name, input) => {
    const seen: string[][] = [];
    const editing: Transform = {
      id: 'test-replaces',
      title: 'test',
      description: 'test',
      kind: 'rewrite',
      triggers: ['dns_records'],
      messages: {},
      run(ctx: TransformContext) {
        const { root } = ctx;
        const ask = () => nodeIndex(j, root as Root, ctx.memo).of('Identifier').map((p) => p.value.name);
        seen.push(ask());
        const { path, ok } = objectEdit(root as Root, ctx.file.source, { key: 'data', drop: 'ttl', renamed: 'content' });
        if (!ok) throw new Error('no text edit');
        ctx.changed({ replaced: [path] });
        seen.push(ask());
        expectSameIndex(nodeIndex(j, root as Root, ctx.memo), walked(root as Root), root as Root);
      },
    } as unknown as Transform;
    const builds = indexBuilds();
    const updates = indexUpdates();
    const result = processSource({ input, filePath: 'x.ts', transforms: [editing], options: { markers: false, config: {}, displayPath: 'x.ts' } });
    expect(result.error).toBeUndefined();
    expect(result.output).toContain('content: {');
    expect(result.output).not.toContain('ttl');
    expect(seen[0]).toContain('ttl');
    expect(seen[1]).toContain('content');
    expect(seen[1]).not.toContain('ttl');
    // One walk for the first question (and one for the comparison above); the question after the edit is an update.
    expect(indexBuilds() - builds).toBe(2);
    expect(indexUpdates() - updates).toBe(1);
  });
});
