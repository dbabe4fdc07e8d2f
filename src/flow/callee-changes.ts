import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, isInside, nodesIn, pathOfNode, type IndexContext } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isMember, isWrapper, memberName, unwrap } from '../ast/syntax';
import { calleeName, READERS } from './objects';
import { ARRAY_MUTATORS } from '../ast/mutators';
import { values } from './values';

/*
 * Whether a call may change in place what it is given (`normalise(records)`): the question a recogniser
 * asks before it trusts that a list or a record still holds what it was given after being handed to a
 * call (transforms/lib/lookup-kept.ts). Precision first: only a call the layer can see through says no.
 * A reader (`console.log`, `JSON.stringify`, `String`) changes nothing. A function of the file (the
 * layer's one value of the callee) changes nothing when its body, callbacks included, writes no member
 * (`x.a = …`, `x.a++`, `delete x.a`), calls nothing but readers and methods that only read (`map`,
 * `filter`, `find`, `forEach`, `join`, …), never assigns a name declared outside it nor reads
 * `arguments`, and the call's result is not kept (a statement, or a test: it may be the list itself,
 * changed later under another name). Anything else may change it: a function of another module, a
 * method the layer cannot resolve, a callee that hands its parameter on.
 */

/** Methods that read their receiver (and their callbacks' results) and change nothing. */
const READ_ONLY = new Set([
  'map', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex', 'some', 'every', 'forEach', 'reduce', 'slice', 'includes', 'indexOf',
  'join', 'at', 'concat', 'flatMap', 'toString', 'toUpperCase', 'toLowerCase', 'trim', 'startsWith', 'endsWith', 'split', 'hasOwnProperty',
]);

/** Calls of the language that read their arguments only. */
const GLOBAL_READERS = new Set(['String', 'Number', 'Boolean', 'Array.isArray']);

/** Whether `call` may change in place `argument`, one of what it is given (see above). */
export function mayChangeArgument(ctx: IndexContext, call: ASTPath, argument: ASTNode): boolean {
  const node = call.value;
  if (node.type !== 'CallExpression') return true;
  const name = calleeName(node.callee);
  if (name !== undefined && (READERS.has(name) || GLOBAL_READERS.has(name))) return false;
  // An array's own methods change at most their receiver (`seen.push(found.length)`); `Object.assign` its first argument.
  const callee = unwrap(node.callee);
  const method = isMember(callee) ? memberName(callee) : undefined;
  if (method !== undefined && (READ_ONLY.has(method) || ARRAY_MUTATORS.has(method))) return false;
  if (name === 'Object.assign') return node.arguments[0] === argument || unwrap(node.arguments[0]) === argument;
  const found = values(ctx, call.get('callee'));
  if (found.length !== 1 || found[0].kind !== 'function') return true;
  return !resultDropped(call) || !onlyReads(ctx, found[0].fn);
}

/** Whether a call's result is not kept: the call is a statement (awaited or not), or a test. */
function resultDropped(call: ASTPath): boolean {
  let at = call;
  while (isWrapper(at.parent?.value) || at.parent?.value.type === 'AwaitExpression') at = at.parent;
  const holder = at.parent?.value;
  if (holder?.type === 'ExpressionStatement') return true;
  if (holder?.type === 'UnaryExpression' && holder.operator === '!') return true;
  return holder?.type === 'IfStatement' && holder.test === at.value;
}

/** The node types whose presence in a function `onlyReads` checks. */
const CHECKED = ['AssignmentExpression', 'UpdateExpression', 'UnaryExpression', 'CallExpression', 'OptionalCallExpression', 'NewExpression', 'Identifier'] as const;

/** Whether a function of the file changes nothing it is given (see above). */
function onlyReads(ctx: IndexContext, fn: ASTNode): boolean {
  return nodesIn(ctx, fn, CHECKED).every((p) => {
    const n: ASTNode = p.value;
    switch (n.type) {
      case 'AssignmentExpression': {
        const left = unwrap(n.left);
        return left?.type === 'Identifier' && declaredInside(ctx, p, left.name, fn);
      }
      case 'UpdateExpression':
        return !isMember(unwrap(n.argument));
      case 'UnaryExpression':
        return n.operator !== 'delete';
      case 'CallExpression':
      case 'OptionalCallExpression':
      case 'NewExpression':
        return readingCall(n);
      case 'Identifier':
        return n.name !== 'arguments';
      default:
        return true;
    }
  });
}

/** A call that only reads: a reader of the language, or a method that only reads. A `new` of an error is a read too. */
function readingCall(n: ASTNode & { callee: ASTNode }): boolean {
  const name = calleeName(n.callee);
  if (n.type === 'NewExpression') return name !== undefined && /Error$/.test(name);
  if (name !== undefined && (READERS.has(name) || GLOBAL_READERS.has(name))) return true;
  const callee = unwrap(n.callee);
  return isMember(callee) && READ_ONLY.has(memberName(callee) ?? '');
}

/** Whether a name assigned at `at` is declared inside the function (a local of it, its parameter). */
function declaredInside(ctx: IndexContext, at: ASTPath, name: string, fn: ASTNode): boolean {
  const declared = declarationsAt(currentIndex(ctx), at, name);
  if (declared.length !== 1) return false;
  const where = pathOfNode(ctx, declared[0].id);
  return !!where && (declared[0].scope === fn || isInside(where, fn));
}
