import type { ASTNode } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { isMember, memberName, stringValue, unwrap } from '../../ast/syntax';
import { treeModules } from '../../tree-modules';
import { values } from '../../flow';
import { topLevel } from '../../ast/top-level';
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
  const declared = modules.declaration(v.source, v.name);
  const program = declared && (modules.program(declared.module) as ASTNode | undefined);
  if (!declared || !program) return undefined;
  let held = topLevel(program, declared.name);
  for (const member of v.members) {
    if (held?.type !== 'ObjectExpression' || writesMember(program, declared.name)) return undefined;
    held = propertyValue(held, member);
  }
  const text = literalText(held);
  return text === undefined ? undefined : [{ kind: 'text', text, node: null, written: null }];
}

/** A string literal's text, or a template literal's with no expression; undefined for anything else. */
function literalText(node: ASTNode | undefined): string | undefined {
  const n = unwrap(node);
  if (n?.type === 'TemplateLiteral') return n.expressions.length === 0 ? n.quasis[0].value.cooked ?? undefined : undefined;
  return n?.type === 'StringLiteral' || n?.type === 'Literal' ? stringValue(n) : undefined;
}

/** The value of the one plain property `name` of an object literal (a spread makes it unknown). */
function propertyValue(object: ASTNode, name: string): ASTNode | undefined {
  type Prop = { type: string; computed?: boolean; key?: ASTNode; value?: ASTNode };
  const props = (object as unknown as { properties: Prop[] }).properties;
  if (props.some((p) => p.type === 'SpreadElement')) return undefined;
  const found = props.filter((p) => (p.type === 'ObjectProperty' || p.type === 'Property') && !p.computed && keyText(p.key) === name);
  return found.length === 1 ? found[0].value : undefined;
}

const keyText = (key: ASTNode | undefined): string | undefined => (key?.type === 'Identifier' ? key.name : stringValue(key));

/** Whether the declaring module writes a member of `name` anywhere (`ROUTES.kvKeys = …`, `Object.assign(ROUTES, …)`): its literal is then not what a read gets. */
function writesMember(program: ASTNode, name: string): boolean {
  let found = false;
  const visit = (n: unknown): void => {
    if (found || !n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(visit);
    const node = n as ASTNode & Record<string, unknown>;
    if (node.type === 'AssignmentExpression' && isMember(node.left) && rootName(node.left) === name) found = true;
    else if (node.type === 'CallExpression' && isMember(node.callee) && memberName(node.callee) === 'assign' && rootName(unwrap(node.arguments[0] as ASTNode)) === name) found = true;
    else for (const [k, c] of Object.entries(node)) if (k !== 'loc' && k !== 'tokens' && k !== 'comments') visit(c);
  };
  visit(program);
  return found;
}

/** The name a member chain starts from (`ROUTES` of `ROUTES.kv.keys`). */
function rootName(node: ASTNode | undefined): string | undefined {
  let n = unwrap(node);
  while (isMember(n)) n = unwrap(n.object);
  return n?.type === 'Identifier' ? n.name : undefined;
}
