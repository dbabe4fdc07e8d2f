import type { ASTNode } from 'jscodeshift';
import { keyName, type FunctionNode } from '../ast/syntax';

/*
 * A class's static URL builders, exported for its subclasses in other modules (docs/value-flow.md,
 * "Classes and instances"): `static url(path) { return new URL(`${this.root()}/${path}`) }` in a base
 * class, called as `Zones.url(…)` by `class Zones extends Base` elsewhere. `this` in the builder is
 * then the subclass, so the names the builder reads on `this` travel with it: a subclass that declares
 * one of them (`static root() { return MIRROR }`) builds another URL (src/cloudflare/anchors/inherited-builder.ts).
 */

/** A class's own static methods with a plain name, as [name, function]. */
export function staticMethods(cls: { body: { body: ASTNode[] } }): Array<[string, FunctionNode]> {
  return cls.body.body.flatMap((m): Array<[string, FunctionNode]> => {
    const member = m as ASTNode & { static?: boolean; kind?: string; computed?: boolean };
    const name = member.type === 'ClassMethod' && member.static && member.kind === 'method' && !member.computed ? keyName(member as never) : undefined;
    return name !== undefined ? [[name, member as unknown as FunctionNode]] : [];
  });
}

export { thisReads } from '../ast/this-reads';
