import type { ASTNode, ASTPath, VariableDeclarator } from 'jscodeshift';
import { localInit } from '../../ast/bindings';
import { pathOfNode, questionIndex, type IndexContext } from '../../ast/node-index';
import { declarationsAt, type Declaration } from '../../ast/scope';
import { isFunction, isMember, memberName, requiredModule, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { memoIn } from '../../memo';
import { importedTopLevel } from '../../ast/top-level';
import { treeModules } from '../../tree-modules';
import { CLIENT_CREATORS, CLIENT_PACKAGES, SERVER_FACTORIES, SERVER_PACKAGES } from '../calls/client-names';

/*
 * What the receiver of a registration-shaped call (`app.get(PATH, handler)`) is, through its binding:
 * a server or router (`import express from 'express'; const app = express()`, `import { Router as
 * makeRouter } from 'express'`, `const router = express.Router()`, `import { Hono } from 'hono'`, the
 * app's own `createServer()` returning `express()`, `export default app` imported from another module
 * of the run), an HTTP client instance (`axios.create(…)`, `got.extend(…)`, `ky.create(…)`, whatever
 * the instance is named: `const app = axios.create(…)` sends requests), or not known. A factory whose
 * binding is not found (a global, a package not known) is judged by its name (SERVER_FACTORIES); a
 * binding found is judged by what it holds, never by the name it has.
 */

type ReceiverKind = 'client' | 'server' | 'unknown';

const MAX_DEPTH = 4;

/** What the receiver `node`, read at `at`, is (see above). */
export function receiverKind(ctx: IndexContext, node: MaybeNode, at: ASTPath): ReceiverKind {
  return valueKind(ctx, node, at, 0);
}

function valueKind(ctx: IndexContext, node: MaybeNode, at: ASTPath, depth: number): ReceiverKind {
  let n = unwrap(node);
  if (n?.type === 'AwaitExpression') n = unwrap(n.argument);
  if (!n || depth > MAX_DEPTH) return 'unknown';
  if (n.type === 'Identifier') {
    const held = heldBy(ctx, at, n.name);
    if (held.kind === 'import') {
      const declared = held.relative ? importedValue(ctx, held) : undefined;
      return declared ? valueKind(declared.ctx, declared.value, declared.at, depth + 1) : 'unknown';
    }
    return held.kind === 'value' ? valueKind(ctx, held.value, held.at, depth + 1) : 'unknown';
  }
  if (n.type !== 'CallExpression' && n.type !== 'NewExpression') return 'unknown';
  const callee = unwrap(n.callee);
  if (isMember(callee)) {
    const method = memberName(callee) ?? '';
    // `axios.create(…)`, `api.extend(…)`: a new client instance, whatever it is made from.
    if (n.type === 'CallExpression' && CLIENT_CREATORS.has(method)) return 'client';
    const object = unwrap(callee.object);
    const from = object?.type === 'Identifier' ? heldBy(ctx, at, object.name) : undefined;
    if (from?.kind === 'import' && !from.relative) return SERVER_PACKAGES.has(from.source) && SERVER_FACTORIES.has(method) ? 'server' : 'unknown';
    return SERVER_FACTORIES.has(method) ? 'server' : 'unknown';
  }
  if (callee?.type !== 'Identifier') return 'unknown';
  const held = heldBy(ctx, at, callee.name);
  if (held.kind === 'import' && held.relative) {
    // The app's own factory in another module (`import { createServer } from './server'`): what it returns there; by its name when the run's modules are not known.
    const declared = importedValue(ctx, held);
    return declared ? returnedKind(declared.ctx, declared.value, declared.at, depth + 1) : byName(callee.name);
  }
  if (held.kind === 'import') return SERVER_PACKAGES.has(held.source) ? 'server' : CLIENT_PACKAGES.has(held.source) ? 'unknown' : byName(callee.name);
  if (held.kind === 'value') return returnedKind(ctx, held.value, held.at, depth + 1);
  return held.kind === 'none' ? byName(callee.name) : 'unknown';
}

const byName = (name: string): ReceiverKind => (SERVER_FACTORIES.has(name) ? 'server' : 'unknown');

type Held =
  /** An import (or `require`) of a package or module. */
  | { kind: 'import'; source: string; imported: string; relative: boolean }
  /** A const, a local given one value, a function declared in the file. */
  | { kind: 'value'; value: ASTNode; at: ASTPath }
  /** Declared in no scope of the file (a global). */
  | { kind: 'none' }
  | { kind: 'unknown' };

/** What the name holds where `at` reads it. */
function heldBy(ctx: IndexContext, at: ASTPath, name: string): Held {
  const seen: Declaration[] = declarationsAt(questionIndex(ctx), at, name);
  if (seen.length === 0) return { kind: 'none' };
  if (seen.length > 1) return { kind: 'unknown' };
  const id = pathOfNode(ctx, seen[0].id);
  const spec = id?.parent?.value;
  const declaration = id?.parent?.parent?.value;
  if (declaration?.type === 'ImportDeclaration') {
    const source = stringValue(declaration.source) ?? '';
    const imported = spec?.type === 'ImportSpecifier' ? (spec.imported?.name ?? stringValue(spec.imported) ?? '') : spec?.type === 'ImportDefaultSpecifier' ? 'default' : '*';
    return { kind: 'import', source, imported, relative: source.startsWith('.') };
  }
  if (spec?.type === 'FunctionDeclaration' && spec.id === seen[0].id) return { kind: 'value', value: spec, at: id!.parent };
  const declarator = seen[0].declarator;
  const init = declarator?.value?.type === 'VariableDeclarator' && declarator.parent?.value?.kind === 'const' ? declarator.value.init : localInit(ctx, at, name);
  if (!init) return { kind: 'unknown' };
  // `const express = require('express')`, `const { Router } = require('express')`.
  const source = requiredModule(init);
  if (source !== undefined) {
    const idNode = (declarator?.value as VariableDeclarator | undefined)?.id;
    // `const { Router: makeRouter } = require('express')`: the key names the export.
    const prop = idNode?.type === 'ObjectPattern' ? idNode.properties.find((p) => (p.type === 'ObjectProperty' || p.type === 'Property') && unwrap(p.value)?.name === name) : undefined;
    const key = prop && (prop.type === 'ObjectProperty' || prop.type === 'Property') && !prop.computed ? (unwrap(prop.key)?.name ?? stringValue(prop.key)) : undefined;
    const imported = idNode?.type === 'Identifier' ? 'default' : key;
    return imported === undefined ? { kind: 'unknown' } : { kind: 'import', source, imported, relative: source.startsWith('.') };
  }
  const path = pathOfNode(ctx, init);
  return path ? { kind: 'value', value: init, at: path } : { kind: 'unknown' };
}

/** What a function makes when called: the kind every value it returns has (one level of the app's own factories: `createServer()` returning `express()`). */
function returnedKind(ctx: IndexContext, fn: ASTNode, at: ASTPath, depth: number): ReceiverKind {
  const f = unwrap(fn);
  if (!isFunction(f)) return 'unknown';
  const body = f.body;
  if (body?.type !== 'BlockStatement') {
    const path = pathOfNode(ctx, body);
    return path ? valueKind(ctx, body, path, depth) : 'unknown';
  }
  const kinds = new Set<ReceiverKind>();
  for (const statement of body.body ?? []) {
    if (statement.type !== 'ReturnStatement') continue;
    const path = pathOfNode(ctx, statement.argument);
    kinds.add(path ? valueKind(ctx, statement.argument, path, depth) : 'unknown');
  }
  return kinds.size === 1 ? [...kinds][0] : kinds.has('client') ? 'client' : 'unknown';
}

/** What a name imported from another module of the run holds there (`import app from './app'`: `const app = express()` with `export default app`), with that module's context; undefined when not known. */
function importedValue(ctx: IndexContext, held: { source: string; imported: string }): { ctx: IndexContext; value: ASTNode; at: ASTPath } | undefined {
  // A namespace (`import * as m`) is no server itself.
  if (held.imported === '*') return undefined;
  const declared = importedTopLevel(treeModules(ctx.root.get().value as object), held.source, held.imported);
  if (!declared) return undefined;
  const other: IndexContext = { j: ctx.j, root: ctx.j(declared.program), memo: memoIn(new Map()) };
  // A function declared there, or a const's value (a class is no server).
  const value = declared.node?.type === 'ClassDeclaration' ? undefined : declared.node;
  const at = value && pathOfNode(other, value);
  return value && at ? { ctx: other, value, at } : undefined;
}
