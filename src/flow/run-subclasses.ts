import type { ASTNode, JSCodeshift } from 'jscodeshift';
import type { RunModules } from '../types';
import { nodeIndex } from '../ast/node-index';
import { memberChain, unwrap } from '../ast/syntax';
import { classesBelow, classLinks } from './class-links';
import { declaresState } from './own-state';
import { replacesMember } from './replaced-members';
import type { ClassNode } from './value';

/*
 * The subclasses other modules of the run write of a class of this file (docs/value-flow.md, "Classes
 * and instances"): `class Mirror extends Api { base = MIRROR }` in another module, Api imported. `this`
 * in Api's methods may be an instance of Mirror (its static side in a static method), so a call there
 * of `this.request(…)` runs Api's wrapper with Mirror's state, or Mirror's own `request`: the path
 * literal written in Api's method is then shared with a request this file cannot see.
 */

/** How many modules down a chain of subclasses is followed (a module extending a subclass another module wrote). */
const MAX_MODULES = 3;

/** Where the question is asked: the file's tree parts and the run's modules as it sees them. */
interface RunSubclassQuery {
  j: JSCodeshift;
  modules?: RunModules;
}

/**
 * Whether a class another module of the run (`modules`, `depth` modules down) writes below `cls`
 * (declared in this file at the top level, exported) holds state of its own (own-state.ts) or replaces
 * a member named `name` (declares it, writes it on its prototype or copies members onto itself:
 * replaced-members.ts): either may change what `this.name(…)` in `cls`'s methods sends. False without
 * the run's modules, or when no module imports `cls` to extend it. A chain deeper than MAX_MODULES
 * modules counts as such a class.
 */
function below(modules: RunModules | undefined, j: JSCodeshift, cls: ClassNode, name: string, depth: number): boolean {
  const id = (cls.id as { name?: string } | null | undefined)?.name;
  if (!modules || !id) return false;
  for (const importer of modules.importers(id, 'extends')) {
    if (importer.locals.length === 0) continue;
    const root = j(importer.program as ASTNode);
    const index = nodeIndex(j, root);
    const links = classLinks(index);
    for (const at of index.of('ClassDeclaration', 'ClassExpression')) {
      const sub = at.value as ClassNode;
      if (!extendsOneOf(sub, importer.locals)) continue;
      if (depth >= MAX_MODULES) return true;
      const found = classesBelow(links, sub, MAX_MODULES);
      if (found.deeper) return true;
      for (const c of [sub, ...found.classes]) {
        if (declaresState(index, c) || replacesMember(index, c, name, false) || replacesMember(index, c, name, true)) return true;
        if (below(modules.of?.(importer.path), j, c, name, depth + 1)) return true;
      }
    }
  }
  return false;
}

/** Whether a class's `extends` names one of the local names (`Api`, `ns.Api`) an importer gives the class. */
function extendsOneOf(cls: ClassNode, locals: string[]): boolean {
  const sup = unwrap(cls.superClass as ASTNode | null | undefined);
  if (sup?.type === 'Identifier') return locals.includes((sup as { name: string }).name);
  const chain = sup && memberChain(sup);
  const base = chain && unwrap(chain.base);
  return base?.type === 'Identifier' && chain!.names.length === 1 && locals.includes(`${(base as { name: string }).name}.${chain!.names[0]}`);
}

/** `below` for one file's questions, each class and name asked once (undefined without the run's modules). */
export function runSubclassCheck(q: RunSubclassQuery): ((cls: ClassNode, name: string) => boolean) | undefined {
  if (!q.modules) return undefined;
  const known = new Map<ClassNode, Map<string, boolean>>();
  return (cls, name) => {
    const byName = known.get(cls) ?? known.set(cls, new Map()).get(cls)!;
    const found = byName.get(name) ?? below(q.modules, q.j, cls, name, 0);
    byName.set(name, found);
    return found;
  };
}
