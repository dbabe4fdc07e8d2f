/**
 * A request's callbacks: functions it is handed and calls when it is done. Deleting the request
 * leaves them uncalled, so whoever waits on them waits for ever (`minifyOff(zone, key, done)` whose
 * `done` never fires). Asked before a request is deleted (remove-call.ts); a callback is:
 * - a function written in an argument, or as a value of an object or array literal written there
 *   (`request(opts, (err, res) => …)`, `{ onUploadProgress: (e) => bar.tick(e) }`), or a function of
 *   the file an argument names (`call(path, onDone)`), when it does more than compute a value from its
 *   parameters (an empty `() => {}`, `validateStatus: (s) => s < 500` are not: nothing is lost);
 * - a parameter of a function around the call passed on whole (`function off(zone, done) { call(path,
 *   done) }`) that is a function: typed as one, called in its own function, given where the callee
 *   calls it (a function of the file, or of the module it is imported from, whose parameter there is typed as a function, called, or handed
 *   on where it is called: `.then(ok, done)`, `req.on('error', done)`, `setTimeout(done)`, a Node-style
 *   request, another such wrapper), or in the last place of a Node-style request (`request(opts, cb)`,
 *   `https.request(url, opts, cb)`, needle).
 * A plain options object or a value the layer does not know to be a function is not a callback, nor is
 * a parameter a wrapper hands to just any call (`JSON.stringify(body)`, `fetch(url, init)`): a body or
 * the request's options (`cfApi(path, 'PATCH', minify)`), whose request goes.
 */
import type { ASTNode } from 'jscodeshift';
import { identifiersIn, type IndexContext } from '../ast/node-index';
import { computesOnly, type FunctionOf } from '../ast/effects';
import { dottedName, isCall, isFunction, isMember, isProperty, memberName, unwrap, type CallNode, type FunctionNode, type MaybeNode } from '../ast/syntax';
import { values } from '../flow/values';
import { importedFunction } from '../ast/top-level';
import { holdTreeModules, treeModules } from '../tree-modules';

/** Request functions whose last argument (after the URL or options) is a Node-style callback. */
const NODE_CALLBACK_CLIENTS = new Set(['request', 'needle']);
const NODE_CALLBACK_MODULES = new Set(['request', 'needle', 'http', 'https']);

/** Why the call may not go because of a callback it is handed (the finding's reason), or undefined. */
export function requestCallback(ctx: IndexContext, call: CallNode, functionOf: FunctionOf): string | undefined {
  const args = call.arguments as MaybeNode[];
  for (let i = 0; i < args.length; i++) {
    const found = callbackIn(ctx, call, args[i], i, functionOf, 0);
    if (found !== undefined) return `its callback would never run: delete the call and call ${found} yourself`;
  }
  return undefined;
}

/** The callback in `arg` (argument `index` of `call`, or a value nested in it), as the finding names it; undefined when none. */
function callbackIn(ctx: IndexContext, call: CallNode, arg: MaybeNode, index: number | undefined, functionOf: FunctionOf, depth: number): string | undefined {
  const n = unwrap(arg);
  if (!n || depth > 4) return undefined;
  if (isFunction(n)) return computesOnly(n, functionOf) ? undefined : calledIn(n);
  if (n.type === 'ObjectExpression') {
    for (const p of n.properties) {
      const found = isProperty(p) ? callbackIn(ctx, call, p.value, undefined, functionOf, depth + 1) : p.type === 'ObjectMethod' ? (computesOnly(p, functionOf) ? undefined : calledIn(p)) : undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (n.type === 'ArrayExpression') {
    for (const e of n.elements) {
      const found = callbackIn(ctx, call, e, undefined, functionOf, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (n.type !== 'Identifier') return undefined;
  for (const value of values(ctx, n)) {
    if (value.kind === 'function' && !computesOnly(value.fn, functionOf)) return `${n.name}()`;
    if (value.kind === 'unknown' && value.origin.kind === 'parameter' && index !== undefined) {
      const { fn, index: at } = value.origin;
      if (isFunctionParameter(ctx, fn, at) || calleeCallsBack(ctx, call, index) || nodeCallback(ctx, call, index)) return `${n.name}()`;
    }
  }
  return undefined;
}

/** What a callback written in place calls, for the finding: `done()` for `(err) => done(err)`, else what it does. */
function calledIn(fn: FunctionNode): string {
  let body: MaybeNode = fn.body;
  if (body?.type === 'BlockStatement' && body.body.length === 1 && body.body[0].type === 'ExpressionStatement') body = body.body[0].expression;
  const inner = unwrap(body);
  const name = isCall(inner) ? dottedName(unwrap(inner.callee)) : undefined;
  return name && name.length <= 40 ? `${name}()` : 'what the callback does';
}

/** The name a parameter binds, when it is a plain name (with a default or not). */
function parameterName(param: MaybeNode): { name: string; node: ASTNode } | undefined {
  const p = param?.type === 'AssignmentPattern' ? param.left : param?.type === 'TSParameterProperty' ? param.parameter : param;
  return p?.type === 'Identifier' ? { name: p.name, node: p } : undefined;
}

/** Whether parameter `index` of `fn` is a function: typed as one, given one by default, or called (or handed where it is called) in `fn`. */
function isFunctionParameter(ctx: IndexContext, fn: FunctionNode, index: number, budget = PASSED_ON_BUDGET): boolean {
  const param = fn.params[index] as MaybeNode;
  const named = parameterName(param);
  if (!named) return false;
  if (param?.type === 'AssignmentPattern' && isFunction(unwrap(param.right))) return true;
  if (isFunctionType((named.node as { typeAnnotation?: MaybeNode }).typeAnnotation)) return true;
  return callsBack(ctx, fn, named.name, budget);
}

/** A type annotation that is a function type (`(err?: Error) => void`, `Function`, `(() => void) | undefined`). */
function isFunctionType(annotation: MaybeNode): boolean {
  const t = annotation?.type === 'TSTypeAnnotation' || annotation?.type === 'TypeAnnotation' ? annotation.typeAnnotation : annotation;
  if (!t) return false;
  if (t.type === 'TSFunctionType' || t.type === 'FunctionTypeAnnotation') return true;
  if (t.type === 'TSParenthesizedType') return isFunctionType(t.typeAnnotation);
  if (t.type === 'TSUnionType' || t.type === 'UnionTypeAnnotation') return t.types.some((u: MaybeNode) => isFunctionType(u));
  return t.type === 'TSTypeReference' && t.typeName?.type === 'Identifier' && t.typeName.name === 'Function';
}

/** How many wrappers deep a parameter passed on is followed to where it is called (`send(path, done)` → `call(path, done)` → `done(err)`). */
const PASSED_ON_BUDGET = 3;

/** Promise methods: each argument is called when the promise settles (`.then(ok, done)`, `.catch(done)`). */
const SETTLING_METHODS = new Set(['then', 'catch', 'finally']);
/** Event methods: the listener after the event's name is called when it fires (`req.on('error', done)`). */
const LISTENER_METHODS = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener', 'addEventListener']);
/** Timers and queues: the first argument is called (`setTimeout(done, 10)`, `process.nextTick(done)`). */
const SCHEDULERS = new Set(['setTimeout', 'setImmediate', 'setInterval', 'queueMicrotask', 'process.nextTick']);

/**
 * Whether `name` (a parameter of `fn`) is called in `fn` (`done(err)`, `done?.()`, `done.call(…)`), or
 * handed whole where the receiving call is known to call it (callingPosition). Handed to any other
 * call (`JSON.stringify(body)`, `fetch(url, init)`, an options or body argument) it is a value, not a callback.
 */
function callsBack(ctx: IndexContext, fn: FunctionNode, name: string, budget: number): boolean {
  return identifiersIn(ctx, fn, name).some((p) => {
    const parent = p.parent?.value;
    if (isCall(parent) && parent.callee === p.value) return true;
    if (isMember(parent) && parent.object === p.value && ['call', 'apply'].includes(memberName(parent) ?? '')) return isCall(p.parent.parent?.value);
    if (!isCall(parent)) return false;
    const at = (parent.arguments as MaybeNode[]).indexOf(p.value);
    return at >= 0 && callingPosition(ctx, parent, at, budget);
  });
}

/**
 * Whether argument `at` of `call` is called by it: any argument of a promise's then/catch/finally, the
 * listener of `.on(event, listener)`, the first of a timer, the last of a Node-style request
 * (nodeCallback), or a parameter a wrapper of the file calls back in turn (within `budget` wrappers).
 */
function callingPosition(ctx: IndexContext, call: CallNode, at: number, budget: number): boolean {
  const callee = unwrap(call.callee);
  const method = isMember(callee) ? memberName(callee) : undefined;
  if (method !== undefined && SETTLING_METHODS.has(method)) return true;
  if (method !== undefined && LISTENER_METHODS.has(method) && at >= 1) return true;
  const scheduler = callee?.type === 'Identifier' ? callee.name : isMember(callee) ? dottedName(callee) : undefined;
  if (at === 0 && scheduler !== undefined && SCHEDULERS.has(scheduler)) return true;
  return nodeCallback(ctx, call, at) || (budget > 0 && calleeCallsBack(ctx, call, at, budget - 1));
}

/**
 * Whether the callee is a function whose parameter at `index` it calls back (a wrapper's `done`:
 * callsBack): one of the file, or one another module of the run declares under the name the file
 * imports (`import { putZoneOption } from './v4'`, judged in that module).
 */
function calleeCallsBack(ctx: IndexContext, call: CallNode, index: number, budget = PASSED_ON_BUDGET): boolean {
  const callee = unwrap(call.callee);
  if (callee?.type !== 'Identifier' && !isMember(callee)) return false;
  return values(ctx, callee).some((v) => {
    if (v.kind === 'function') return isFunctionParameter(ctx, v.fn, index, budget);
    if (v.kind !== 'import') return false;
    const modules = treeModules(ctx.root.get().value as object);
    const theirs = importedFunction(modules, v);
    // A function the file imports by name from its project's own modules that cannot be read (not
    // followed) may call it back: the request is kept and reported, never deleted with its callback.
    if (theirs === undefined) return v.source.startsWith('.') && v.members.length === 0 && !v.instance && v.name !== '*' && !(modules?.program && modules.declaration(v.source, v.name));
    // Judged in its module's tree, which sees the run's modules as that module does (its own imports judged too).
    const root = ctx.j(theirs.program);
    if (!treeModules(root.get().value as object)) holdTreeModules(root.get().value as object, modules?.of?.(theirs.module));
    return isFunctionParameter({ j: ctx.j, root }, theirs.fn, index, budget);
  });
}

/**
 * The last argument (not the first) of a Node-style request: `request(opts, cb)`, `request.patch(url,
 * opts, cb)`, `https.request(url, opts, cb)`, needle; the client by its usual name or by the module it
 * is imported or required from (`const req = require('request')`), or an instance made of it.
 */
function nodeCallback(ctx: IndexContext, call: CallNode, index: number): boolean {
  if (index === 0 || index !== call.arguments.length - 1) return false;
  const callee = unwrap(call.callee);
  const base = isMember(callee) ? unwrap(callee.object) : callee;
  if (base?.type !== 'Identifier') return false;
  if (isMember(callee) ? NODE_CALLBACK_MODULES.has(base.name) : NODE_CALLBACK_CLIENTS.has(base.name)) return true;
  // Or an instance the layer made of such a client (`request.defaults({ baseUrl })`), or of a client it cannot name.
  return values(ctx, base).some((v) => (v.kind === 'import' && v.members.length === 0 && NODE_CALLBACK_MODULES.has(v.source.replace(/^node:/, ''))) || (v.kind === 'http' && (v.client === undefined || NODE_CALLBACK_MODULES.has(v.client))));
}
