import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { unwrap } from '../ast/syntax';
import { perIndex } from './per-declaration';
import type { ClassNode } from './value';

/*
 * Which class of the file each class extends (docs/value-flow.md, "Classes and instances"): the one
 * its `extends` names where it is written, by JavaScript's scopes (scope.ts), a class declaration of
 * that name or the variable holding a class expression (`const Base = class { … }`). A name that
 * stands for anything else there (an import, a parameter, a global, a name declared twice) links to
 * no class of the file. The layer's classes (classes.ts: subclasses, typed values, this-every.ts) and the anchors'
 * `this.name(…)` wrappers (src/cloudflare/anchors/class-tree.ts) read the same links.
 */

/** The classes of a file linked by `extends`: each class's parent, each class's direct subclasses. */
export interface ClassLinks {
  parent: Map<ClassNode, ClassNode>;
  children: Map<ClassNode, ClassNode[]>;
}

/** The links of the classes of the file behind `index` (once per index). */
export const classLinks = perIndex((index: NodeIndex): ClassLinks => {
  const links: ClassLinks = { parent: new Map(), children: new Map() };
  const all = index.of('ClassDeclaration', 'ClassExpression');
  // The class each declaring identifier stands for: a declaration's own id, the id of a variable a class expression initialises.
  const byId = new Map<ASTNode, ClassNode>();
  for (const at of all) {
    const cls = at.value as ClassNode;
    if (cls.type === 'ClassDeclaration' && cls.id) byId.set(cls.id, cls);
  }
  index.of('VariableDeclarator').forEach((p) => {
    const init = unwrap(p.value.init) as ASTNode | undefined;
    if (p.value.id.type === 'Identifier' && init?.type === 'ClassExpression') byId.set(p.value.id, init as ClassNode);
  });
  for (const at of all) {
    const cls = at.value as ClassNode;
    const sup = unwrap(cls.superClass) as ASTNode | undefined;
    if (sup?.type !== 'Identifier') continue;
    const declared = declarationsAt(index, at.get('superClass') as ASTPath, (sup as { name: string }).name);
    const parent = declared.length === 1 ? byId.get(declared[0].id) : undefined;
    if (!parent || parent === cls) continue;
    links.parent.set(cls, parent);
    links.children.set(parent, [...(links.children.get(parent) ?? []), cls]);
  }
  return links;
});

/**
 * The classes below `cls` (its subclasses, theirs, …) as far as `levels` down, each class before its
 * own subclasses; `deeper` when a class further down was left out.
 */
export function classesBelow(links: ClassLinks, cls: ClassNode, levels: number): { classes: ClassNode[]; deeper: boolean } {
  const classes: ClassNode[] = [];
  let deeper = false;
  const visit = (c: ClassNode, depth: number): void => {
    for (const child of links.children.get(c) ?? []) {
      if (depth >= levels) {
        deeper = true;
        return;
      }
      classes.push(child);
      visit(child, depth + 1);
    }
  };
  visit(cls, 0);
  return { classes, deeper };
}

/** The classes of the file written to implement `name`, an interface it declares once (`class Http implements CloudflareClient`): typed values' and the project index's. */
export function implementers(index: NodeIndex, name: string): ClassNode[] {
  const named = (n: ASTNode | null | undefined): boolean => unwrap(n)?.type === 'Identifier' && (unwrap(n) as { name: string }).name === name;
  if (index.of('TSInterfaceDeclaration').filter((p) => named(p.value.id)).length !== 1) return [];
  return index.of('ClassDeclaration', 'ClassExpression').map((p) => p.value as ClassNode).filter((c) => ((c as { implements?: Array<{ expression?: ASTNode }> }).implements ?? []).some((i) => named(i.expression)));
}
