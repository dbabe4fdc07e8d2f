import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../../ast/node-index';
import { thisHolder } from '../../ast/scope';
import { objectThis } from '../../ast/object-this';
import { className, unwrap } from '../../ast/syntax';
import type { Prefix } from '../shapes';
import { functionClasses, type FunctionClasses } from './function-classes';

/*
 * Client instances held by `this.x` (docs/value-flow.md, "Anchors the recognisers still trace
 * themselves"): a field is a class's, not the file's, so the instance is kept by the class that owns
 * `this` where the field is written (`this.http = axios.create({ baseURL })` in a constructor, a field
 * `http = …`), and looked up by the class that owns `this` where it is read. A class of the file
 * that writes nothing under the key reads what the class it extends writes (`class Rules extends
 * CloudflareBase`); a method's `this` may also be an instance of any subclass of the file, so its
 * `this.x` is an instance only when every such class ends up with the same one (a subclass that swaps
 * the client for another host's leaves the base's calls unknown). A static member's `this` is the class
 * itself: its `this.x` is a static field, kept apart from the instances' under the class's body (the
 * static side, which a subclass's static side extends as the class does). A constructor function
 * with prototype methods (function-classes.ts) is a class of its own, its constructor's `this.x`
 * writes its fields. `this` in any other plain `function` is no instance: nothing is looked up there.
 */

/**
 * The classes of a file and what each extends (a class of the file named by its `extends`); the
 * static sides (class bodies) extend each other the same way. Constructor functions extend nothing.
 */
export interface ClassTree {
  parent: Map<ASTNode, ASTNode>;
  children: Map<ASTNode, ASTNode[]>;
  /** The class each static side (its body) is of. */
  statics: Map<ASTNode, ASTNode>;
  functions: FunctionClasses;
}

/** `this.x` instances: each class's own (what its code writes under the key: the base, or null for anything else). */
export interface ClassInstances {
  own: Map<string, Map<ASTNode, Prefix | null>>;
  tree: ClassTree;
}

/** How many classes up or down an inherited field is followed. */
const MAX_LEVELS = 4;

const CLASS_TYPES = ['ClassDeclaration', 'ClassExpression'];

function classTree(index: NodeIndex): ClassTree {
  const byName = new Map<string, ASTNode | null>();
  const all = index.of(...CLASS_TYPES);
  for (const at of all) {
    const name = className(at);
    // A name two classes of the file share names neither.
    if (name) byName.set(name, byName.has(name) ? null : at.value);
  }
  const tree: ClassTree = { parent: new Map(), children: new Map(), statics: new Map(), functions: functionClasses(index) };
  const link = (child: ASTNode, parent: ASTNode): void => {
    tree.parent.set(child, parent);
    tree.children.set(parent, [...(tree.children.get(parent) ?? []), child]);
  };
  for (const at of all) {
    const body = (at.value as { body: ASTNode }).body;
    tree.statics.set(body, at.value);
    const sup = unwrap((at.value as { superClass?: ASTNode | null }).superClass);
    const parent = sup?.type === 'Identifier' ? byName.get(sup.name) : undefined;
    if (!parent) continue;
    link(at.value, parent);
    link(body, (parent as { body: ASTNode }).body);
  }
  return tree;
}

/** An empty table for a file. */
export function classInstanceTable(index: NodeIndex): ClassInstances {
  return { own: new Map(), tree: classTree(index) };
}

/**
 * Whose fields `this.x` reads at a path: the class whose instance `this` is in its methods, the
 * class's static side (its body) in a static member, the constructor function in it and in its
 * prototype's methods; none in any other function and at the top level.
 */
export function instanceOwner(tree: ClassTree, at: ASTPath): ASTNode | null {
  const holder = thisHolder(at);
  if (!holder) return null;
  if ('cls' in holder) return holder.isStatic ? (holder.cls as { body: ASTNode }).body : holder.cls;
  return tree.functions.owners.get(holder.fn.value) ?? null;
}

/** Records what class `cls` writes under `key`: the base, or null when one of its writes is no instance with it. */
export function setOwn(table: ClassInstances, key: string, cls: ASTNode, prefix: Prefix | null): void {
  const byClass = table.own.get(key) ?? table.own.set(key, new Map()).get(key)!;
  byClass.set(cls, prefix);
}

/** `cls` and the classes of the file it extends, nearest first, as far as MAX_LEVELS. */
export function upFrom(tree: ClassTree, cls: ASTNode): ASTNode[] {
  const out: ASTNode[] = [];
  for (let c: ASTNode | undefined = cls; c && out.length <= MAX_LEVELS; c = tree.parent.get(c)) out.push(c);
  return out;
}

/** What an instance of exactly `cls` holds under `key`: what the nearest class up from it writes (undefined: nothing the file knows). */
function held(table: ClassInstances, byClass: Map<ASTNode, Prefix | null>, cls: ASTNode): Prefix | null | undefined {
  const writer = upFrom(table.tree, cls).find((c) => byClass.has(c));
  return writer ? byClass.get(writer) : undefined;
}

/** The classes of the file below `cls`, as deep as MAX_LEVELS (undefined when deeper ones may exist). */
export function below(tree: ClassTree, cls: ASTNode): ASTNode[] | undefined {
  const out: ASTNode[] = [];
  let level = [cls];
  for (let depth = 0; level.length > 0; depth++) {
    const next = level.flatMap((c) => tree.children.get(c) ?? []);
    if (next.length > 0 && depth >= MAX_LEVELS) return undefined;
    out.push(...next);
    level = next;
  }
  return out;
}

/** The instance `this.x` (`key`) holds in the members of `cls`: the same one for `cls` and every subclass of the file, else none. */
export function classInstance(table: ClassInstances | undefined, key: string, cls: ASTNode): Prefix | undefined {
  const byClass = table?.own.get(key);
  if (!table || !byClass) return undefined;
  const prefix = held(table, byClass, cls);
  if (!prefix) return undefined;
  const subclasses = below(table.tree, cls);
  return subclasses?.every((c) => held(table, byClass, c) === prefix) ? prefix : undefined;
}

/** Where client instances are kept: by receiver key (`api`, `cfg.client`), and `this.x` by class. */
export interface InstanceTables {
  instances: Map<string, Prefix>;
  classInstances?: ClassInstances;
}

/**
 * The instance a receiver key holds at a path: a `this.x` key by whose fields `this` reads there
 * (instanceOwner; none without a path, in a plain function or at the top level), any other key by the
 * file's table.
 */
export function instanceAt(tables: InstanceTables, key: string, at: ASTPath | undefined): Prefix | undefined {
  if (!key.startsWith('this.')) return tables.instances.get(key);
  const table = tables.classInstances;
  // (In a const object literal's method, `this` is the literal: literal-members.ts.)
  const cls = at && table ? instanceOwner(table.tree, at) ?? objectThis(at) : null;
  return cls ? classInstance(table, key, cls) : undefined;
}

/**
 * The table with the members handed a client through the constructor (constructor-clients.ts: by key,
 * by class) added: such a member is set from the constructor's parameter and nothing else, which the
 * anchors alone take for another value (null).
 */
export function withHanded(table: ClassInstances, handed: ReadonlyMap<string, ReadonlyMap<ASTNode, Prefix>>): ClassInstances {
  if (handed.size === 0) return table;
  const own = new Map([...table.own].map(([key, byClass]) => [key, new Map(byClass)]));
  for (const [key, byClass] of handed) {
    const mine = own.get(key) ?? own.set(key, new Map()).get(key)!;
    for (const [cls, prefix] of byClass) if (!mine.get(cls)) mine.set(cls, prefix);
  }
  return { own, tree: table.tree };
}
