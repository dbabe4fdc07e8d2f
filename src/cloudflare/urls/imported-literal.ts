import type { ASTNode } from 'jscodeshift';
import { nodeIndex, type IndexContext } from '../../ast/node-index';
import { isMember, propertyValue, stringValue } from '../../ast/syntax';
import { changedInFile } from '../../flow/in-place';
import { treeModules } from '../../tree-modules';
import { values } from '../../flow';
import { importedTopLevel } from '../../ast/top-level';
import type { UrlPart } from '../shapes';

/*
 * A path another module of the run writes as a literal and this file imports: `KV_PATH` of
 * `export const KV_PATH = '/workers/namespaces'`, or `ROUTES.kvKeys` of `export const ROUTES = {
 * kvKeys: '/workers/namespaces' }` (ES or CommonJS exports, through re-exports: the run's modules say
 * where the name is declared). The literal is that module's, not this file's to edit: its text is
 * known here and read-only, so a request sending it to a deprecated endpoint is reported (the
 * transform's "cannot rename it here" message), never rewritten in this file.
 */

/** The text an imported const (or a member of an imported const object literal) holds, as one read-only part; undefined for anything else. */
export function importedLiteral(ctx: IndexContext, node: ASTNode): UrlPart[] | undefined {
  if (node.type !== 'Identifier' && !(isMember(node) && !node.computed)) return undefined;
  const modules = treeModules(ctx.root.get().value as object);
  if (!modules?.program) return undefined;
  const found = values(ctx, node);
  const [v] = found;
  if (found.length !== 1 || v.kind !== 'import' || v.instance || v.name === '*' || v.name === 'default' || v.node !== node) return undefined;
  const declared = importedTopLevel(modules, v.source, v.name);
  let held = declared?.node;
  for (const member of v.members) {
    // A spread, or a member written anywhere in that module (`ROUTES.kvKeys = …`, `Object.assign(ROUTES, …)`), makes the literal not what a read gets.
    if (held?.type !== 'ObjectExpression' || held.properties.some((p) => p.type === 'SpreadElement') || changedInFile(nodeIndex(ctx.j, ctx.j(declared!.program))).anywhere.has(declared!.name)) return undefined;
    held = propertyValue(held, member);
  }
  const text = stringValue(held);
  return text === undefined ? undefined : [{ kind: 'text', text, node: null, written: null }];
}
