import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isMember, keyName, memberName, unwrap } from '../ast/syntax';
import { memberFunction } from '../ast/member-function';
import { perIndex } from './per-declaration';

/*
 * Constructor functions of a file used as classes (docs/value-flow.md, "Classes and instances"): `function Api(token) { this.http = … }` with methods on its prototype
 * (`Api.prototype.rateLimits = function (z) {…}`, `Api.prototype = { rateLimits(z) {…} }`). `this`
 * in the constructor and in those methods is an instance of Api, so its `this.x` is what the
 * constructor writes to `this`, as a class's fields are. A function is taken for one only when the
 * file gives its prototype members in those two forms and nothing else of it can make another
 * object share them: its prototype read any other way (`Object.create(Api.prototype)`,
 * `Object.assign(Api.prototype, …)`), the function handed to a call (`util.inherits(Sub, Api)`) or
 * extended by a class leaves it out (unknown), as does a spread in the prototype's object.
 */

/** The constructor functions of a file: which functions' `this` is an instance of which, and their prototype's members. */
export interface FunctionClasses {
  /** Each function whose `this` is an instance of a constructor function (the constructor itself, its prototype's methods), with that constructor. */
  owners: Map<ASTNode, ASTNode>;
  /** The members each constructor's prototype is given, by name: the function, or null for anything else (or a name given twice). */
  members: Map<ASTNode, Map<string, ASTNode | null>>;
  /** Each constructor's name (`Api`). */
  names: Map<ASTNode, string>;
}

type Loose = ASTNode & { [field: string]: unknown };

/** Functions that may be constructors, by the identifier declaring their name: `function Api() {}`, `const Api = function () {}`. */
function candidates(index: NodeIndex): Map<ASTNode, ASTNode> {
  const out = new Map<ASTNode, ASTNode>();
  index.of('FunctionDeclaration').forEach((p) => {
    const fn = p.value as Loose;
    if (fn.id && !fn.generator && !fn.async) out.set(fn.id as ASTNode, fn);
  });
  index.of('VariableDeclarator').forEach((p) => {
    const init = unwrap(p.value.init) as Loose | null;
    if (p.value.id.type === 'Identifier' && init?.type === 'FunctionExpression' && !init.generator && !init.async) out.set(p.value.id, init);
  });
  return out;
}

/** The candidate function an identifier stands for at a path, if any. */
function functionAt(index: NodeIndex, found: Map<ASTNode, ASTNode>, at: ASTPath, name: string): ASTNode | undefined {
  const decls = declarationsAt(index, at, name);
  return decls.length === 1 ? found.get(decls[0].id) : undefined;
}

/** The members `X.prototype = { … }` gives (a method or a function value; null for anything else), or undefined when one cannot be named. */
function literalMembers(obj: Loose): Array<[string, ASTNode | null]> | undefined {
  const out: Array<[string, ASTNode | null]> = [];
  for (const prop of (obj.properties as Loose[]) ?? []) {
    const name = prop.type === 'ObjectMethod' || prop.type === 'ObjectProperty' || prop.type === 'Property' ? keyName(prop as never) : undefined;
    if (name === undefined) return undefined;
    out.push([name, memberFunction(prop) ?? null]);
  }
  return out;
}

/** What one `X.prototype` read gives X's prototype (members), or null when it is read in any other way. */
function prototypeUse(at: ASTPath): Array<[string, ASTNode | null]> | null {
  const parent = at.parent?.value as Loose | undefined;
  if (parent?.type === 'AssignmentExpression' && parent.left === at.value && parent.operator === '=') {
    const right = unwrap(parent.right as never) as Loose;
    return right?.type === 'ObjectExpression' ? literalMembers(right) ?? null : null;
  }
  const outer = at.parent?.parent?.value as Loose | undefined;
  const name = isMember(parent) && parent.object === at.value ? memberName(parent) : undefined;
  if (name === undefined || outer?.type !== 'AssignmentExpression' || outer.left !== parent || outer.operator !== '=') return null;
  return [[name, memberFunction(outer) ?? null]];
}

/** Whether an identifier path is a use of its function that lets another object take on its prototype: a call's argument, a class's `extends`. */
function handsOn(at: ASTPath): boolean {
  // (`parent`, not `parentPath`: an argument's parentPath is the arguments' list.)
  const parent = at.parent?.value as Loose | undefined;
  if (!parent) return false;
  if ((parent.type === 'ClassDeclaration' || parent.type === 'ClassExpression') && parent.superClass === at.value) return true;
  const isCall = parent.type === 'CallExpression' || parent.type === 'OptionalCallExpression' || parent.type === 'NewExpression';
  return isCall && (parent.arguments as ASTNode[]).includes(at.value);
}

/** The constructor functions of a file (see the header), once per index. */
export const functionClasses = perIndex(findFunctionClasses);

function findFunctionClasses(index: NodeIndex): FunctionClasses {
  const found = candidates(index);
  const members = new Map<ASTNode, Map<string, ASTNode | null>>();
  const spoiled = new Set<ASTNode>();
  const names = new Map<ASTNode, string>();
  if (found.size === 0) return { owners: new Map(), members, names };
  // Only a candidate's name can stand for one: other names are not looked up in scope (per read).
  const named = new Set([...found.keys()].map((id) => (id as { name: string }).name));
  for (const p of index.of('MemberExpression')) {
    const m = p.value as Loose;
    const obj = m.object as Loose;
    if (obj.type !== 'Identifier' || !named.has(obj.name as string) || memberName(m as never) !== 'prototype') continue;
    const fn = functionAt(index, found, p, obj.name as string);
    if (!fn) continue;
    const given = prototypeUse(p);
    if (!given) {
      spoiled.add(fn);
      continue;
    }
    const mine = members.get(fn) ?? members.set(fn, new Map()).get(fn)!;
    for (const [name, value] of given) mine.set(name, mine.has(name) ? null : value);
  }
  // Only a function given prototype members is a class; the uses that spoil one matter for it alone
  // (most files give none: their identifiers are not walked).
  if (members.size === 0) return { owners: new Map(), members, names };
  for (const p of index.of('Identifier')) {
    const fn = named.has(p.value.name) && handsOn(p) ? functionAt(index, found, p, p.value.name) : undefined;
    if (fn) spoiled.add(fn);
  }
  const owners = new Map<ASTNode, ASTNode>();
  for (const [fn, byName] of members) {
    if (spoiled.has(fn)) {
      members.delete(fn);
      continue;
    }
    owners.set(fn, fn);
    names.set(fn, ([...found].find(([, f]) => f === fn)![0] as { name: string }).name);
    // An arrow function's `this` is the one around it, not the instance's.
    for (const value of byName.values()) if (value && value.type !== 'ArrowFunctionExpression') owners.set(value, fn);
  }
  return { owners, members, names };
}
