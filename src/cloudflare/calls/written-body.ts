import type { ASTNode, ASTPath, VariableDeclarator } from 'jscodeshift';
import { enclosingFunction } from '../../ast/bindings';
import { identifiersIn, nodesIn, type IndexContext } from '../../ast/node-index';
import { usesOf } from '../../flow/uses';
import { isFunction, isMember, LOOP_STATEMENTS, memberName, receiverKey, unwrap, type CallNode, type FunctionNode } from '../../ast/syntax';

/*
 * The body of a request made with node's `http.request` / `https.request`, which takes no body in its
 * options: the code writes it on the request object it gets back (`const req = https.request(…);
 * req.write(body); req.end()`, or `req.end(body)`). Read only when that is sure to be the whole body:
 * the request object is a const of the function making the request, written once there with a
 * chunk (not in a loop, not in a callback), and otherwise only ended, listened to or configured; a
 * request object handed elsewhere (passed, returned, piped into, chained) or written twice has no
 * body known, as before.
 */

/** The modules whose `request` returns a request object the body is written to. */
const NODE_MODULES = new Set(['http', 'https']);

/** What code may do with the request object without sending a body other than the one it writes, or handing it out. */
const KEPT_METHODS = new Set([
  'write', 'end', 'on', 'once', 'off', 'addListener', 'prependListener', 'removeListener', 'setHeader', 'removeHeader',
  'getHeader', 'setTimeout', 'setNoDelay', 'setSocketKeepAlive', 'flushHeaders', 'destroy', 'abort',
]);


/** The const a request call is held by (`const req = https.request(…)`, through casts), if any. */
function heldName(path: ASTPath<CallNode>): { name: string; declarator: VariableDeclarator } | undefined {
  let at: ASTPath = path;
  while (at.parent && unwrap(at.parent.value) === path.value) at = at.parent;
  const declarator = at.parent?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== at.value || declarator.id.type !== 'Identifier') return undefined;
  if (at.parent.parent?.value?.kind !== 'const') return undefined;
  return { name: declarator.id.name, declarator };
}

/** Whether a path sits in a loop of its own function. */
function inLoop(path: ASTPath, fn: ASTNode | undefined): boolean {
  for (let p = path.parent; p && p.value !== fn; p = p.parent) if (LOOP_STATEMENTS.has(p.value.type)) return true;
  return false;
}

/** Methods whose last argument is a function: a name given there names a callback (`req.on('error', done)`). */
const LISTENS = new Set(['on', 'once', 'addListener', 'prependListener', 'then', 'catch']);

/**
 * `req.end(cb)`: a function given to end is its callback, not a chunk: one written there, or a name
 * the function making the request (or the file) calls, hands to a listener, or declares as a function.
 */
function isCallback(ctx: IndexContext, node: ASTNode, scope: ASTNode): boolean {
  const n = unwrap(node);
  if (isFunction(n)) return true;
  if (n?.type !== 'Identifier') return false;
  const file = ctx.root.get().value;
  if (nodesIn(ctx, file, ['FunctionDeclaration']).some((f) => f.value.id?.name === n.name)) return true;
  return identifiersIn(ctx, scope, n.name).some((ref) => {
    const parent = ref.parent?.value;
    if (parent?.type !== 'CallExpression') return false;
    if (parent.callee === ref.value) return true;
    const args = parent.arguments;
    return args.length > 1 && args[args.length - 1] === ref.value && isMember(parent.callee) && LISTENS.has(memberName(parent.callee) ?? '');
  });
}

/**
 * The body written on the request object a node `http(s).request(…)` call returns, when exactly one
 * chunk is written and the object is not handed elsewhere (see above); undefined otherwise.
 */
export function writtenBody(ctx: IndexContext, path: ASTPath<CallNode>): ASTNode | undefined {
  const callee = unwrap(path.value.callee);
  if (!isMember(callee) || memberName(callee) !== 'request' || !NODE_MODULES.has(receiverKey(callee.object) ?? '')) return undefined;
  const held = heldName(path);
  if (!held) return undefined;
  const fn: FunctionNode | undefined = enclosingFunction(path)?.value;
  const scope = fn ?? ctx.root.get().value;
  const chunks: ASTNode[] = [];
  // Where the object goes (usesOf, by JavaScript's scopes: a parameter or a const of the same name in a nested function or block is another name).
  for (const use of usesOf(ctx, path)) {
    const member = use.at.value;
    const call = use.at.parent?.value;
    // Anything but a call of a kept method whose result is not used further (`req.on(…).write(…)`) hands it elsewhere.
    if (use.kind !== 'member' || !use.key || !KEPT_METHODS.has(use.key) || call?.type !== 'CallExpression' || call.callee !== member) return undefined;
    if (isMember(use.at.parent.parent?.value)) return undefined;
    const chunk = call.arguments[0];
    if ((use.key !== 'write' && use.key !== 'end') || !chunk || (use.key === 'end' && isCallback(ctx, chunk, scope))) continue;
    // A chunk written in a callback or a loop is not known to be written once.
    if (enclosingFunction(use.at)?.value !== fn || inLoop(use.at, fn)) return undefined;
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0] : undefined;
}
