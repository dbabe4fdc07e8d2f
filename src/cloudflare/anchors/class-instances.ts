import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../../ast/node-index';
import { thisHolder } from '../../ast/scope';
import { objectThis } from '../../ast/object-this';
import type { Prefix } from '../shapes';
import { classesBelow, classLinks, type ClassLinks } from '../../flow/class-links';
import type { ClassNode } from '../../flow/value';
import { functionClasses, type FunctionClasses } from '../../flow/function-classes';

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
 * The classes of a file and what each extends (the layer's links: src/flow/class-links.ts); the
 * static sides (class bodies) extend each other the same way. Constructor functions extend nothing.
 */
export interface ClassTree {
  links: ClassLinks;
  /** The class each static side (its body) is of. */
  statics: Map<ASTNode, ClassNode>;
  functions: FunctionClasses;
}

/** `this.x` instances: each class's own (what its code writes under the key: the base, or null for anything else). */
export interface ClassInstances {
  own: Map<string, Map<ASTNode, Prefix | null>>;
  tree: ClassTree;
}

/** How many classes up or down an inherited field is followed. */
const MAX_LEVELS = 4;

function classTree(index: NodeIndex): ClassTree {
  const statics = new Map<ASTNode, ClassNode>();
  for (const at of index.of('ClassDeclaration', 'ClassExpression')) statics.set((at.value as ClassNode).body, at.value as ClassNode);
  return { links: classLinks(index), statics, functions: functionClasses(index) };
}

/** What a class, a static side or a constructor function extends: the parent class, its static side, nothing. */
function parentOf(tree: ClassTree, c: ASTNode): ASTNode | undefined {
  const cls = tree.statics.get(c);
  return cls ? tree.links.parent.get(cls)?.body : tree.links.parent.get(c as ClassNode);
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
  for (let c: ASTNode | undefined = cls; c && out.length <= MAX_LEVELS; c = parentOf(tree, c)) out.push(c);
  return out;
}

/** What an instance of exactly `cls` holds under `key`: what the nearest class up from it writes (undefined: nothing the file knows). */
function held(table: ClassInstances, byClass: Map<ASTNode, Prefix | null>, cls: ASTNode): Prefix | null | undefined {
  const writer = upFrom(table.tree, cls).find((c) => byClass.has(c));
  return writer ? byClass.get(writer) : undefined;
}

/** The classes of the file below `cls` (their static sides below a static side), as deep as MAX_LEVELS (undefined when deeper ones may exist). */
export function below(tree: ClassTree, cls: ASTNode): ASTNode[] | undefined {
  const side = tree.statics.get(cls);
  const { classes, deeper } = classesBelow(tree.links, side ?? (cls as ClassNode), MAX_LEVELS);
  if (deeper) return undefined;
  return side ? classes.map((c) => c.body) : classes;
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
