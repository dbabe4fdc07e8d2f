import type { ASTNode, ASTPath, VariableDeclarator } from 'jscodeshift';
import { CALLS, nodesIn, pathOfNode, questionIndex, type IndexContext } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isCall, isFunction, isMember, unwrap, type MaybeNode } from '../ast/syntax';

/*
 * Whether code may hand what it is given to something the file cannot see (docs/value-flow.md, "Who
 * asks it", "Another host"): the question the second tier asks before it takes a function that writes no URL
 * and names no HTTP client for an in-memory stand-in (src/cloudflare/untraced/other-client.ts). Every
 * call in the code, callbacks included, must be in sight:
 *
 * - a call of the language's own globals (`JSON`, `Object`, `new Map()`, `Promise`, `console`, timers)
 *   or of a test library's doubles (`jest.fn()`, `vi.fn()`, `sinon.stub()`);
 * - a method of `this` or of a value the file holds (`sent.push(…)`, `this.entries.get(path)`, a
 *   parameter's method), unless the name holds what a global or an import gives (`const ipc =
 *   window.ipc`);
 * - a function or class of the file called by name, whose own code is in sight (followed a few
 *   steps; a cycle is in sight, a chain too long is not).
 *
 * Out of sight: any other global (`window.__TAURI__.core.invoke(…)`, `chrome.runtime.sendMessage`,
 * `postMessage`, `require`), a name imported from any module (a package's `invoke`), a function
 * handed in and called (`send(path)`). Such code may send the request itself: it is no stand-in.
 */

/** Globals of the language and of every host that keep what they are given in memory. */
const IN_MEMORY_GLOBALS: ReadonlySet<string> = new Set([
  'Object', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'BigInt', 'Date', 'RegExp', 'JSON', 'Math', 'Promise', 'Map', 'Set',
  'WeakMap', 'WeakSet', 'WeakRef', 'Reflect', 'Proxy', 'Intl', 'ArrayBuffer', 'DataView', 'Uint8Array', 'Int8Array', 'Uint16Array',
  'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'Error', 'TypeError', 'RangeError', 'SyntaxError',
  'ReferenceError', 'EvalError', 'URIError', 'AggregateError', 'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent',
  'decodeURIComponent', 'encodeURI', 'decodeURI', 'escape', 'unescape', 'structuredClone', 'queueMicrotask', 'setTimeout',
  'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'console', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder',
  'Buffer', 'btoa', 'atob', 'AbortController',
  // Test doubles (globals of jest and vitest, sinon).
  'jest', 'vi', 'sinon',
]);

/** Test libraries whose imports make doubles: in sight. */
const TEST_LIBRARIES = /^(?:vitest|@jest\/globals|jest-mock|sinon)$/;
const MAX_STEPS = 4;

interface Walk {
  ctx: IndexContext;
  seen: Set<ASTNode>;
}

/** Whether `code` (a function, a class, a variable's declarator, a program) may hand what it is given out of the file's sight (see above). */
export function callsOutOfSight(ctx: IndexContext, code: ASTNode): boolean {
  return codeOut({ ctx, seen: new Set() }, code, 0);
}

function codeOut(w: Walk, code: ASTNode, steps: number): boolean {
  if (w.seen.has(code)) return false;
  w.seen.add(code);
  if (steps > MAX_STEPS) return true;
  return nodesIn(w.ctx, code, CALLS).some((p) => {
    const root = rootOf(p.value.callee);
    if (root?.type !== 'Identifier') return false; // `this.x(…)`, `super(…)`, an IIFE (its code is inside)
    return nameOut(w, p, root.name, unwrap(p.value.callee) === root, steps);
  });
}

/** The expression a callee or a value is read from: `a` of `a.b().c`, of `new a.B()`, of `(await a).b`. */
function rootOf(node: MaybeNode): MaybeNode {
  let n = unwrap(node);
  for (;;) {
    if (isMember(n)) n = unwrap(n.object);
    else if (isCall(n) || n?.type === 'NewExpression') n = unwrap(n.callee);
    else if (n?.type === 'AwaitExpression') n = unwrap(n.argument);
    else return n;
  }
}

/** Whether the name `name` read at `at` (`called`: called itself, not a method of it) leads out of sight. */
function nameOut(w: Walk, at: ASTPath, name: string, called: boolean, steps: number): boolean {
  const found = declarationsAt(questionIndex(w.ctx), at, name);
  if (found.length === 0) return !IN_MEMORY_GLOBALS.has(name);
  const id = pathOfNode(w.ctx, found[0].id);
  const holder = id?.parentPath?.value;
  if (!holder) return true;
  if (holder.type === 'ImportSpecifier' || holder.type === 'ImportDefaultSpecifier' || holder.type === 'ImportNamespaceSpecifier') {
    return !TEST_LIBRARIES.test(String(id.parentPath.parentPath.parentPath.value.source.value));
  }
  if ((holder.type === 'FunctionDeclaration' || holder.type === 'ClassDeclaration') && holder.id === id.value) return codeOut(w, holder, steps + 1);
  const declarator = found[0].declarator as ASTPath<VariableDeclarator> | undefined;
  if (declarator?.value.id === id.value) return valueOut(w, declarator, steps + 1);
  // A parameter (or a pattern's name): a method of the value handed in is the caller's; a function handed in and called is not known.
  return called;
}

/** Whether what a variable is given leads out of sight: code written there, the global, import or function its value is read from or made by, calls in it. */
function valueOut(w: Walk, declarator: ASTPath<VariableDeclarator>, steps: number): boolean {
  const init = unwrap(declarator.value.init);
  if (!init || w.seen.has(declarator.value)) return false;
  w.seen.add(declarator.value);
  if (isFunction(init) || init.type === 'ClassExpression') return codeOut(w, init, steps);
  const root = rootOf(init);
  const called = (isCall(init) || init.type === 'NewExpression') && unwrap(init.callee) === root;
  if (root?.type === 'Identifier' && nameOut(w, declarator, root.name, called, steps)) return true;
  return codeOut(w, init, steps);
}
