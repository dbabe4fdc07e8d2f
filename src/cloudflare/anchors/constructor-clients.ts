import type { ASTNode, ASTPath, Collection, JSCodeshift, NewExpression } from 'jscodeshift';
import type { RunModules, UserConfig } from '../../types';
import { thisOwner } from '../../ast/scope';
import { receiverKey, unwrap, type MaybeNode } from '../../ast/syntax';
import { apiInstance, projectInstance } from './instance-base';
import { handedParameter } from '../../flow/constructions';
import { constructedWith, type ConstructingModule } from '../../flow/run-constructions';
import type { Prefix } from '../shapes';
import { siteContext } from '../records/site-context';

/**
 * Members of a class set from its constructor's parameters that hold an HTTP client instance with the
 * API base because every construction of the class in the run passes one there
 * (`constructor(private api: Got)`, `constructor(api) { this.api = api }`, constructed as
 * `new CfRecord(this.api, raw)` where `this.api = got.extend({ prefixUrl: '<api>' })`, in the file or in
 * a module importing the class): a client handed down through constructors is the client it was made as.
 * A construction passing anything else (a client for another host, an unknown value) leaves the member
 * untraced, and so does a class constructed nowhere in the run. The constructing file's own members
 * count too (a zone class passing its client on to a record class), up to MAX_DEPTH files away.
 */

const MAX_DEPTH = 4;

export interface ConstructorClientsContext {
  j: JSCodeshift;
  root: Collection;
  config: UserConfig;
  modules?: RunModules;
}

/** A member of a class given the value of one of its constructor's parameters. */
interface ParamMember {
  cls: ASTNode;
  className: string;
  /** `this.api`. */
  key: string;
  param: number;
}

/**
 * What the members handed a client through a constructor hold in a file: for a member read (`this.api`
 * in `this.api.patch(…)`) the layer pins to a parameter of its class's constructor (set from it and
 * nothing else), the API base every construction of the class in the run passes there; undefined
 * otherwise. Each class and parameter is judged once per lookup made.
 */
export function handedClients(ctx: ConstructorClientsContext): (read: ASTNode) => Prefix | undefined {
  const judged = new Map<ASTNode, Map<number, Prefix | undefined>>();
  const walk: Walk = { depth: 0, seen: new Set([ctx.root.get().value]) };
  return (read) => {
    const key = receiverKey(read);
    const m = key?.startsWith('this.') && !key.slice(5).includes('.') ? handedMember(ctx, read, key) : undefined;
    if (!m) return undefined;
    const byParam = judged.get(m.cls) ?? judged.set(m.cls, new Map()).get(m.cls)!;
    if (!byParam.has(m.param)) byParam.set(m.param, classConstructedWith(ctx, m, walk));
    return byParam.get(m.param);
  };
}

interface Walk {
  depth: number;
  /** Files (by root node) and classes on the way, not asked again. */
  seen: Set<unknown>;
}

/** The parameter of its class's constructor a read (`this.api`, `api`) holds, by the layer (a class declared with a name). */
function handedMember(ctx: ConstructorClientsContext, read: ASTNode, key: string): ParamMember | undefined {
  const handed = handedParameter(ctx, read);
  const className = handed?.cls.type === 'ClassDeclaration' ? (handed.cls.id as { name?: string } | null | undefined)?.name : undefined;
  return handed && className ? { cls: handed.cls, className, key, param: handed.index } : undefined;
}

/**
 * The API base every construction of the member's class in the run passes at the member's parameter,
 * when there is at least one and they all pass a client with the API base (one for another host, or a
 * value not traced, leaves it out): the union over the run's constructions (src/flow/run-constructions.ts).
 * The class's own constructions that pass the member itself on (`new CfRecord(this.api, next)` inside
 * CfRecord) say nothing either way.
 */
function classConstructedWith(ctx: ConstructorClientsContext, m: ParamMember, walk: Walk): Prefix | undefined {
  if (walk.seen.has(m.cls)) return undefined;
  const seen = new Set(walk.seen).add(m.cls);
  const contexts = new Map<unknown, ConstructorClientsContext>();
  const judge = (module: ConstructingModule, at: ASTPath<NewExpression>): Prefix | null | undefined => {
    const arg = at.value.arguments[m.param] as ASTNode | undefined;
    if (!module.importer) {
      if (arg && receiverKey(unwrap(arg)) === m.key && thisOwner(at) === m.cls) return null;
      return argumentClient({ ctx, arg, walk: { depth: walk.depth, seen } });
    }
    const key = module.root.get().value as unknown;
    let other = contexts.get(key);
    if (!other) contexts.set(key, (other = siteContext(ctx, module)));
    return argumentClient({ ctx: other, arg, walk: { depth: walk.depth + 1, seen: new Set(seen).add(key) } });
  };
  return constructedWith({ j: ctx.j, root: ctx.root, modules: ctx.modules, className: m.className, across: walk.depth < MAX_DEPTH, seen, judge });
}

/** A construction's argument `arg`, `walk` steps into the search. */
interface ConstructionArgument {
  ctx: ConstructorClientsContext;
  arg: ASTNode | undefined;
  walk: Walk;
}

/**
 * The API base of the client a construction passes: every value the layer says it may hold an
 * instance with the API base (instance-base.ts), an instance imported with it (the project index's),
 * or a parameter of the constructing class's constructor (`this.api`, or `api` in the constructor:
 * what that class is handed, asked again).
 */
function argumentClient({ ctx, arg, walk }: ConstructionArgument): Prefix | undefined {
  const value = unwrap(arg as MaybeNode);
  if (!value) return undefined;
  return apiInstance(ctx, value, (v) => {
    const imported = projectInstance(ctx, v);
    if (imported || v.kind !== 'unknown' || v.origin.kind !== 'parameter' || walk.depth >= MAX_DEPTH) return imported;
    const member = handedMember(ctx, value, receiverKey(value) ?? '');
    return member && classConstructedWith(ctx, member, { depth: walk.depth + 1, seen: walk.seen });
  });
}
