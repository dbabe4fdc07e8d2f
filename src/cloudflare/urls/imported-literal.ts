import type { ArrowFunctionExpression, ASTNode, CallExpression } from 'jscodeshift';
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

/**
 * The text an imported const (or a member of an imported const object literal) holds, as one read-only
 * part; for a call of an arrow such a const or member holds (`Api.paths.entry(zone, id)` of `entry: (zone,
 * id) => \`/zones/${zone}/dns_records/${id}\``), its template with each parameter hole filled with the
 * parts of the argument that fills it (`argument`), a hole the call leaves out dynamic. Undefined else.
 */
export function importedLiteral(ctx: IndexContext, node: ASTNode, argument: (node: ASTNode) => UrlPart[]): UrlPart[] | undefined {
  const call = node.type === 'CallExpression' && !node.arguments.some((a) => a.type === 'SpreadElement') ? node : undefined;
  const read = call ? (call.callee as ASTNode) : node;
  if (read.type !== 'Identifier' && !(isMember(read) && !read.computed)) return undefined;
  const modules = treeModules(ctx.root.get().value as object);
  if (!modules?.program) return undefined;
  const found = values(ctx, read);
  const [v] = found;
  if (found.length !== 1 || v.kind !== 'import' || v.instance || v.name === '*' || v.name === 'default' || v.node !== read) return undefined;
  // A member the asking file writes (`Api.paths.mirage = …` after the import) is not the declared one either.
  let local: ASTNode = read;
  while (isMember(local)) local = local.object as ASTNode;
  if (v.members.length > 0 && local.type === 'Identifier' && changedInFile(nodeIndex(ctx.j, ctx.root)).anywhere.has(local.name)) return undefined;
  const declared = importedTopLevel(modules, v.source, v.name);
  let held = declared?.node;
  for (const member of v.members) {
    // A spread, or a member written anywhere in that module (`ROUTES.kvKeys = …`, `Object.assign(ROUTES, …)`), makes the literal not what a read gets.
    if (held?.type !== 'ObjectExpression' || held.properties.some((p) => p.type === 'SpreadElement') || changedInFile(nodeIndex(ctx.j, ctx.j(declared!.program))).anywhere.has(declared!.name)) return undefined;
    held = propertyValue(held, member);
  }
  if (call) return held?.type === 'ArrowFunctionExpression' ? filled(held, call, argument) : undefined;
  const text = stringValue(held);
  return text === undefined ? undefined : [{ kind: 'text', text, node: null, written: null }];
}

/** An arrow's template body whose every hole is one of its parameters, those filled with the call's arguments. */
function filled(fn: ArrowFunctionExpression, call: CallExpression, argument: (node: ASTNode) => UrlPart[]): UrlPart[] | undefined {
  const body = fn.body;
  const params = fn.params.map((p) => (p.type === 'Identifier' ? p.name : undefined));
  if (body.type !== 'TemplateLiteral') return undefined;
  const holes = body.expressions.map((e) => (e.type === 'Identifier' ? params.indexOf(e.name) : -1));
  if (holes.some((i) => i < 0)) return undefined;
  return body.quasis.flatMap((q, i): UrlPart[] => {
    const text: UrlPart = { kind: 'text', text: q.value.cooked ?? q.value.raw, node: null, written: null };
    if (i === holes.length) return [text];
    const arg = call.arguments[holes[i]];
    return [text, ...(arg ? argument(arg) : [{ kind: 'dynamic' as const, node: call }])];
  });
}
