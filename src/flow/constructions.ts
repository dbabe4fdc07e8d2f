import type { ASTNode } from 'jscodeshift';
import { pathOfNode, type IndexContext } from '../ast/node-index';
import { isClass } from './classes';
import type { ClassNode } from './value';
import { values } from './values';

/*
 * Classes whose constructor hands a parameter to a member (docs/value-flow.md, "Constructor
 * parameters"): `constructor(private api: Got)`, `constructor(api) { this.api = api }`. The member's
 * values are that parameter's, so they are the union of what the constructions pass at its position:
 * `runSites` (run-sites.ts) gives a module's constructions of a class by the name it binds it to (its own
 * declaration, or a local name it imports it as), `handedParameter` which parameter a member read
 * holds. A recogniser judges the arguments (src/cloudflare/anchors/constructor-clients.ts: an HTTP
 * client with the API base) and unions them over the run's modules.
 */

/** The constructor parameter a member read holds: its class and the parameter's position. */
interface HandedParameter {
  cls: ClassNode;
  index: number;
}

/**
 * The constructor parameter a member read (`this.api`) holds, when the layer pins its values to one
 * parameter of the constructor of the class it is read in (set from it and from nothing else), else
 * undefined.
 */
export function handedParameter(ctx: IndexContext, read: ASTNode): HandedParameter | undefined {
  const found = values(ctx, read);
  const [v] = found;
  if (found.length !== 1 || v.kind !== 'unknown' || v.origin.kind !== 'parameter') return undefined;
  const fn = v.origin.fn as ASTNode & { kind?: string };
  if (fn.type !== 'ClassMethod' || fn.kind !== 'constructor') return undefined;
  const cls = pathOfNode(ctx, fn)?.parent?.parent?.value as ASTNode | undefined;
  return isClass(cls) ? { cls, index: v.origin.index } : undefined;
}
