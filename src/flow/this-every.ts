import type { ASTPath } from 'jscodeshift';
import { pathOfNode } from '../ast/node-index';
import { objectThis } from '../ast/object-this';
import { thisMember } from '../ast/scope';
import { classesBelow, classLinks } from './class-links';
import { changedInFile } from './in-place';
import { evaluate, type Question } from './question';
import type { ClassNode, Value } from './value';

/*
 * Every value `this` may be where the layer names no one (docs/value-flow.md, "What a value is"): in an
 * instance method of a class with subclasses of the file, an instance of the class or of any class
 * below it (in a static member, the class or any class below it) (as deep as MAX_LEVELS; deeper ones leave it unknown); in a method of an object literal a
 * const holds (src/ast/object-this.ts), that literal, unless the file changes it through its name. members.ts reads an HTTP client through it
 * (`this.http` in a base class's method: each class's field, so a subclass swapping the client for
 * another host's leaves it unknown); `this` itself stays unknown there.
 */

const MAX_LEVELS = 4;

/** The values `this` at `path` may be, when thisValues (classes.ts) answers unknown for it; undefined otherwise. */
export function thisEvery(q: Question, path: ASTPath, depth: number): Value[] | undefined {
  const member = thisMember(path);
  if (member) {
    const cls = member.cls as ClassNode;
    if (cls.type !== 'ClassDeclaration' && cls.type !== 'ClassExpression') return undefined;
    const below = classesBelow(classLinks(q.index), cls, MAX_LEVELS);
    if (below.classes.length === 0 || below.deeper) return undefined;
    // In a static member, the class itself or any class below it.
    return [cls, ...below.classes].map((c): Value => (member.isStatic ? { kind: 'class', cls: c } : { kind: 'instance', cls: c, node: path.value }));
  }
  const literal = objectThis(path);
  const at = literal && pathOfNode(q.ctx, literal);
  // A literal the file changes through its name (`Object.assign(api, …)`, `api.http = stub`: in-place.ts) holds what it wrote no longer.
  const name = (at?.parent?.value as { id?: { name?: string } } | undefined)?.id?.name;
  return at && name && !changedInFile(q.index).anywhere.has(name) ? evaluate(q, at, depth + 1) : undefined;
}
