import type { ASTNode, ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { currentIndex, isCall, isMember, isProperty, memberName, pathOfNode, propertyValue, stringValue, unwrap, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import { sameChain } from './same-record-type';

/*
 * The type filter of a list request whose query is a URLSearchParams the code builds (dns-record-type-change's
 * lookup functions, lookup-function.ts): `?${q}` or `?${q.toString()}` with `const q = new URLSearchParams({ type: kind })`,
 * or `q.set('type', kind)` / `q.append('type', kind)` written once, as a statement of the block that
 * declares `q` or under `if (kind)` (no filter then sends no type either). Any other use of `q` (handed
 * to a call, a second `type`, a `delete`) leaves the filter unknown.
 */

/** The methods of a URLSearchParams that only read it. */
const READS = new Set(['toString', 'get', 'has', 'getAll']);

/** The expression the query's URLSearchParams gives `type` (see above), or undefined. */
export function searchParamsType(ctx: RecognitionContext, call: ApiCall): MaybeNode {
  const parts = call.url?.parts ?? [];
  let before = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      before += part.text;
      continue;
    }
    if (/[?&]$/.test(before)) {
      const found = paramsType(ctx, call.path, part.node);
      if (found) return found;
    }
    before += '\u0000';
  }
  return undefined;
}

/** `q`, `q.toString()`, `String(q)`: the name the query is read from. */
function paramsName(node: MaybeNode): string | undefined {
  let n = unwrap(node);
  if (isCall(n) && isMember(n.callee) && memberName(n.callee) === 'toString' && n.arguments.length === 0) n = unwrap(n.callee.object);
  else if (isCall(n) && unwrap(n.callee)?.type === 'Identifier' && unwrap(n.callee).name === 'String' && n.arguments.length === 1) n = unwrap(n.arguments[0]);
  return n?.type === 'Identifier' ? n.name : undefined;
}

/**
 * The declarator of the const holding the URLSearchParams a URL part reads: the part as written (`q`,
 * `q.toString()`, `String(q)`), or the `new URLSearchParams(…)` the layer found it holds.
 */
function paramsDeclarator(ctx: RecognitionContext, at: ASTPath, node: MaybeNode): ASTPath<VariableDeclarator> | undefined {
  const n = unwrap(node);
  if (n?.type === 'NewExpression') {
    const parent = pathOfNode(ctx, n)?.parent as ASTPath<VariableDeclarator> | undefined;
    return parent?.value.type === 'VariableDeclarator' && unwrap(parent.value.init) === n ? parent : undefined;
  }
  const name = paramsName(n);
  const declared = name === undefined ? [] : declarationsAt(currentIndex(ctx), at, name);
  return declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
}

/** The type the URLSearchParams a URL part reads is given, when it is given one once (see above). */
function paramsType(ctx: RecognitionContext, at: ASTPath, node: MaybeNode): MaybeNode {
  const declarator = paramsDeclarator(ctx, at, node);
  const id = declarator?.value.id;
  const init = unwrap(declarator?.value.init);
  if (!declarator || id?.type !== 'Identifier' || declarator.parent?.value.kind !== 'const' || init?.type !== 'NewExpression' || unwrap(init.callee)?.type !== 'Identifier' || unwrap(init.callee).name !== 'URLSearchParams') return undefined;
  const given: MaybeNode[] = [];
  const start = unwrap(init.arguments[0]);
  if (start && start.type !== 'ObjectExpression') return undefined;
  if (start) {
    if (start.properties.some((p: ASTNode) => !isProperty(p as never) || (p as { computed?: boolean }).computed)) return undefined;
    const typed = propertyValue(start, 'type');
    if (typed) given.push(unwrap(typed));
  }
  const block = declarator.parent?.parent?.value as ASTNode | undefined;
  for (const use of currentIndex(ctx).of('Identifier') as ASTPath<Identifier>[]) {
    if (use.value.name !== id.name || use.value === id || !sameDeclaration(ctx, use, id)) continue;
    const parent = use.parent?.value as ASTNode | undefined;
    // Read as text: `${q}`, `String(q)`.
    if (parent?.type === 'TemplateLiteral' || (isCall(parent) && unwrap(parent.callee)?.type === 'Identifier' && unwrap(parent.callee).name === 'String')) continue;
    const method = isMember(parent) && parent.object === use.value && !parent.computed ? memberName(parent) : undefined;
    const called = use.parent?.parent?.value as ASTNode | undefined;
    if (method === undefined || !isCall(called) || called.callee !== parent) return undefined;
    if (READS.has(method)) continue;
    if (method !== 'set' && method !== 'append') return undefined;
    const key = stringValue(called.arguments[0]);
    if (key === undefined) return undefined;
    if (key !== 'type') continue;
    if (!written(use.parent.parent, block, called.arguments[1])) return undefined;
    given.push(unwrap(called.arguments[1]));
  }
  return given.length === 1 ? given[0] : undefined;
}

/** Whether an identifier path stands for the declaration `id`. */
function sameDeclaration(ctx: RecognitionContext, use: ASTPath<Identifier>, id: unknown): boolean {
  const found = declarationsAt(currentIndex(ctx), use, use.value.name);
  return found.length === 1 && found[0].id === id;
}

/**
 * Whether a `q.set('type', value)` call runs whenever the query is built: a statement of the block that
 * declares `q`, or the one statement under an `if (value)` with no else, that block's.
 */
function written(callPath: ASTPath, block: ASTNode | undefined, value: MaybeNode): boolean {
  const statement = callPath.parent;
  if (statement?.value.type !== 'ExpressionStatement') return false;
  let holder: ASTPath | null | undefined = statement.parent;
  if (holder?.value === block) return true;
  if (holder?.value.type === 'BlockStatement' && holder.value.body.length === 1) holder = holder.parent;
  const guard = holder?.value;
  return guard?.type === 'IfStatement' && !guard.alternate && sameChain(guard.test, value) && holder?.parent?.value === block;
}
