import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../../ast/node-index';
import { thisHolder } from '../../ast/scope';
import { classesBelow, classLinks, type ClassLinks } from '../../flow/class-links';
import type { ClassNode } from '../../flow/value';
import { functionClasses, type FunctionClasses } from '../../flow/function-classes';

/*
 * The classes of a file as `this.name(…)` wrappers are judged by (this-methods.ts): what each class,
 * static side (its body, whose `this` is the class) or constructor function (function-classes.ts)
 * extends, and whose members `this` reads where it is written. `this` in any other plain `function`
 * is no instance. (Client instances held by `this.x` are the value-flow layer's: src/flow/this-every.ts.)
 */

/** The classes of a file and what each extends (src/flow/class-links.ts); the static sides extend each other the same way. */
export interface ClassTree {
  links: ClassLinks;
  /** The class each static side (its body) is of. */
  statics: Map<ASTNode, ClassNode>;
  functions: FunctionClasses;
}

/** How many classes up or down an inherited member is followed. */
const MAX_LEVELS = 4;

export function classTree(index: NodeIndex): ClassTree {
  const statics = new Map<ASTNode, ClassNode>();
  for (const at of index.of('ClassDeclaration', 'ClassExpression')) statics.set((at.value as ClassNode).body, at.value as ClassNode);
  return { links: classLinks(index), statics, functions: functionClasses(index) };
}

/** What a class, a static side or a constructor function extends: the parent class, its static side, nothing. */
function parentOf(tree: ClassTree, c: ASTNode): ASTNode | undefined {
  const cls = tree.statics.get(c);
  return cls ? tree.links.parent.get(cls)?.body : tree.links.parent.get(c as ClassNode);
}

/**
 * Whose members `this` reads at a path: the class whose instance `this` is in its methods, the
 * class's static side (its body) in a static member, the constructor function in it and in its
 * prototype's methods; none in any other function and at the top level.
 */
export function instanceOwner(tree: ClassTree, at: ASTPath): ASTNode | null {
  const holder = thisHolder(at);
  if (!holder) return null;
  if ('cls' in holder) return holder.isStatic ? (holder.cls as { body: ASTNode }).body : holder.cls;
  return tree.functions.owners.get(holder.fn.value) ?? null;
}

/** `cls` and the classes of the file it extends, nearest first, as far as MAX_LEVELS. */
export function upFrom(tree: ClassTree, cls: ASTNode): ASTNode[] {
  const out: ASTNode[] = [];
  for (let c: ASTNode | undefined = cls; c && out.length <= MAX_LEVELS; c = parentOf(tree, c)) out.push(c);
  return out;
}

/** The classes of the file below `cls` (their static sides below a static side), as deep as MAX_LEVELS (undefined when deeper ones may exist). */
export function below(tree: ClassTree, cls: ASTNode): ASTNode[] | undefined {
  const side = tree.statics.get(cls);
  const { classes, deeper } = classesBelow(tree.links, side ?? (cls as ClassNode), MAX_LEVELS);
  if (deeper) return undefined;
  return side ? classes.map((c) => c.body) : classes;
}
