import type { ASTNode } from 'jscodeshift';
import { pathOfNode, questionIndex, type IndexContext } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { isFunction, isMember, memberName, unwrap, type MaybeNode } from '../../ast/syntax';
import { WHOLE_EXPORT } from '../../ast/commonjs-exports';
import { memoIn } from '../../memo';
import { importedTopLevel } from '../../ast/top-level';
import { treeModules } from '../../tree-modules';
import { values } from '../../flow';
import type { ImportValue } from '../../flow/value';
import { returnedValues } from '../../flow/returns';
import { CLIENT_CREATORS, CLIENT_PACKAGES, SERVER_FACTORIES, SERVER_PACKAGES } from '../calls/client-names';

/*
 * What the receiver of a registration-shaped call (`app.get(PATH, handler)`) is, through its binding:
 * a server or router (`import express from 'express'; const app = express()`, `import { Router as
 * makeRouter } from 'express'`, `const router = express.Router()`, `import { Hono } from 'hono'`, the
 * app's own `createServer()` returning `express()`, `export default app` imported from another module
 * of the run), an HTTP client instance (`axios.create(…)`, `got.extend(…)`, `ky.create(…)`, whatever
 * the instance is named: `const app = axios.create(…)` sends requests), or not known. What a name holds
 * (an import or `require` of which module and export, a const's value, a function) is the value-flow
 * layer's answer (`values`). A factory whose binding is not found (a global, a package not known) is
 * judged by its name (SERVER_FACTORIES); a binding found is judged by what it holds, never by the name it has.
 */

type ReceiverKind = 'client' | 'server' | 'unknown';

const MAX_DEPTH = 4;

/** What the receiver `node` of the tree of `ctx` is (see above). */
export function receiverKind(ctx: IndexContext, node: MaybeNode): ReceiverKind {
  return valueKind(ctx, node, 0);
}

function valueKind(ctx: IndexContext, node: MaybeNode, depth: number): ReceiverKind {
  let n = unwrap(node);
  if (n?.type === 'AwaitExpression') n = unwrap(n.argument);
  if (!n || depth > MAX_DEPTH) return 'unknown';
  if (n.type === 'Identifier') {
    const held = heldImport(ctx, n);
    if (held) return (/^\./.test(held.source) && importedKind(ctx, held, depth, valueKind)) || 'unknown';
    const [value, ...more] = heldValues(ctx, n);
    // What the name holds, as written: a const's call (`express()`), an instance made (`new Hono()`).
    return value && more.length === 0 && 'node' in value && value.node !== n ? valueKind(ctx, value.node, depth + 1) : 'unknown';
  }
  if (n.type !== 'CallExpression' && n.type !== 'NewExpression') return 'unknown';
  const callee = unwrap(n.callee);
  if (isMember(callee)) {
    const method = memberName(callee) ?? '';
    // `axios.create(…)`, `api.extend(…)`: a new client instance, whatever it is made from.
    if (n.type === 'CallExpression' && CLIENT_CREATORS.has(method)) return 'client';
    const object = unwrap(callee.object);
    const from = object?.type === 'Identifier' ? heldImport(ctx, object) : undefined;
    if (from && !/^\./.test(from.source)) return SERVER_PACKAGES.has(from.source) && SERVER_FACTORIES.has(method) ? 'server' : 'unknown';
    return SERVER_FACTORIES.has(method) ? 'server' : 'unknown';
  }
  if (callee?.type !== 'Identifier') return 'unknown';
  const held = heldImport(ctx, callee);
  // The app's own factory in another module (`import { createServer } from './server'`): what it returns there; by its name when the run's modules are not known.
  if (held && /^\./.test(held.source)) return importedKind(ctx, held, depth, returnedKind) ?? byName(callee.name);
  if (held) return SERVER_PACKAGES.has(held.source) ? 'server' : CLIENT_PACKAGES.has(held.source) ? 'unknown' : byName(callee.name);
  const [value, ...more] = heldValues(ctx, callee);
  if (value?.kind === 'function' && more.length === 0) return returnedKind(ctx, value.fn, depth + 1);
  const at = pathOfNode(ctx, callee);
  return at && declarationsAt(questionIndex(ctx), at, callee.name).length === 0 ? byName(callee.name) : 'unknown';
}

const byName = (name: string): ReceiverKind => (SERVER_FACTORIES.has(name) ? 'server' : 'unknown');

const heldValues = (ctx: IndexContext, id: ASTNode): ReturnType<typeof values> => {
  const path = pathOfNode(ctx, id);
  return path ? values(ctx, path) : [];
};

/** The import (or `require`) of a module a name holds, by the layer: the module and the export (`*` for the whole of what `require` returns). */
function heldImport(ctx: IndexContext, id: ASTNode): ImportValue | undefined {
  const [value, ...more] = heldValues(ctx, id);
  return value?.kind === 'import' && more.length === 0 && value.members.length === 0 && !value.instance ? value : undefined;
}

/** What a function makes when called: the kind every value it returns has (one level of the app's own factories: `createServer()` returning `express()`). */
function returnedKind(ctx: IndexContext, fn: ASTNode, depth: number): ReceiverKind {
  if (!isFunction(unwrap(fn))) return 'unknown';
  const kinds = new Set(returnedValues(unwrap(fn)).map((v) => valueKind(ctx, v, depth)));
  // A factory that may make a server (`if (test) return axios.create(); return express()`) is one: its routes may be the app's.
  return kinds.has('server') ? 'server' : kinds.has('client') ? 'client' : 'unknown';
}

/**
 * What a name imported from another module of the run holds there (`import app from './app'`: `const
 * app = express()` with `export default app`; `require('./app')`: what `module.exports = app` makes
 * it), judged there by `judge`; undefined when not known (a class is no server).
 */
function importedKind(ctx: IndexContext, held: ImportValue, depth: number, judge: (ctx: IndexContext, node: ASTNode, depth: number) => ReceiverKind): ReceiverKind | undefined {
  const declared = importedTopLevel(treeModules(ctx.root.get().value as object), held.source, held.name === '*' ? WHOLE_EXPORT : held.name);
  if (!declared?.node || declared.node.type === 'ClassDeclaration') return undefined;
  return judge({ j: ctx.j, root: ctx.j(declared.program), memo: memoIn(new Map()) }, declared.node, depth + 1);
}
