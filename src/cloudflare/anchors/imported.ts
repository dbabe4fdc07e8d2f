import type { ASTNode } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { dottedName, isMember, memberName, unwrap, type MaybeNode } from '../../ast/syntax';
import { calleeHead } from '../../ast/import-bound';
import type { Made, UrlPart, Wrapper } from '../shapes';

/*
 * The anchors a file imports from other modules of the project (src/project/ finds them; the runner
 * hands them over in the file's configuration as `imported`). The engine merges them at a few hook
 * points so that every recogniser treats them exactly as anchors defined in the file; a file's own
 * definitions win over an imported one of the same name.
 */

/** Wrappers imported, by the key their callers use (`request`, `api.request`, `this.cf.request`). */
export function importedWrappers(config: UserConfig): Array<[string, Wrapper]> {
  return Object.entries(config.imported?.wrappers ?? {});
}

/** Imported factories by local name: what their result is (an instance, a wrapper, a client's methods). */
export function importedFactories(config: UserConfig): Array<[string, Made]> {
  return Object.entries(config.imported?.factories ?? {}).map(([key, r]): [string, Made] => {
    if (r.kind === 'instance') return [key, { instance: { parts: r.prefix } }];
    if (r.kind === 'wrapper') return [key, { wrapper: r.wrapper }];
    return [key, { methods: new Map(Object.entries(r.methods)) }];
  });
}

/**
 * The URL an imported base constant stands for (its parts are not this file's to edit): `API`
 * (not shadowed by a const of the file) or `config.API` through a namespace import.
 */
export function importedBase(config: UserConfig, node: any, bindings: { value(key: string): any }): UrlPart[] | undefined {
  const bases = config.imported?.bases;
  if (!bases) return undefined;
  const name = node.type === 'Identifier' ? (bindings.value(node.name) === undefined ? node.name : undefined) : isMember(node) ? dottedName(node) : undefined;
  return name !== undefined && Object.prototype.hasOwnProperty.call(bases, name) ? bases[name] : undefined;
}

/** Imported SDK clients (receivers) and functions that return one (or the SDK's constructor passed on). */
export function importedSdk(config: UserConfig): { clients: string[]; factories: string[] } {
  return { clients: config.imported?.sdkClients ?? [], factories: config.imported?.sdkFactories ?? [] };
}

/**
 * A call of an imported URL builder (`cfUrl(\`/zones/${z}/dns_records\`)`, also read as `.toString()`,
 * `.href` or `String(…)` of it), as the builder's template with each parameter part replaced by the
 * parts of the argument that fills it (`argument`: the template question's own reading, editable where
 * the caller writes it); a parameter the call leaves out is a dynamic part. Undefined for anything else
 * (a parameter or a local of the builder's name is another function), and for a URL object something may change before the read (see `alone`).
 */
export function importedBuilt(
  config: UserConfig,
  node: MaybeNode,
  /** Whether an identifier, where it is read, is the binding of one of the file's imports (src/ast/import-bound.ts). */
  imported: (id: ASTNode) => boolean,
  argument: (node: MaybeNode) => UrlPart[],
  /** Whether a URL object the call makes reaches the read unchanged (asked when `node` is the call itself). */
  alone: (call: ASTNode) => boolean,
  /** The key of an imported class's static builder a subclass of the file inherits (`Zones.url` → `Base.url`: inherited-builder.ts). */
  inherited?: (callee: ASTNode, builders: NonNullable<UserConfig['imported']>['builders']) => string | undefined,
): UrlPart[] | undefined {
  const builders = config.imported?.builders;
  if (!builders) return undefined;
  let n = unwrap(node);
  if (isMember(n) && !n.computed && memberName(n) === 'href') n = unwrap(n.object);
  else if (n?.type === 'CallExpression' && isMember(n.callee) && memberName(n.callee) === 'toString' && n.arguments.length === 0) n = unwrap(n.callee.object);
  else if (n?.type === 'CallExpression' && unwrap(n.callee)?.type === 'Identifier' && unwrap(n.callee).name === 'String' && n.arguments.length === 1) n = unwrap(n.arguments[0]);
  if (n?.type !== 'CallExpression' || n.arguments.some((a: MaybeNode) => a?.type === 'SpreadElement')) return undefined;
  const callee = unwrap(n.callee);
  const name = callee?.type === 'Identifier' ? callee.name : isMember(callee) ? dottedName(callee) : undefined;
  let parts = name !== undefined && Object.prototype.hasOwnProperty.call(builders, name) ? builders[name].url : undefined;
  // The builder's binding there (the import's, or the namespace's the member is read on), not a parameter or a local of the same name.
  const head = calleeHead(callee);
  if (!parts || !head || !imported(head)) {
    const key = isMember(callee) && inherited ? inherited(callee, builders) : undefined;
    parts = key !== undefined ? builders[key].url : undefined;
  }
  if (!parts || (n === unwrap(node) && !alone(n))) return undefined;
  const call = n;
  return parts.flatMap((p): UrlPart[] => {
    if (p.kind !== 'dynamic' || p.param === undefined) return [p];
    const arg = call.arguments[p.param];
    return arg ? argument(arg) : [{ kind: 'dynamic', node: p.node }];
  });
}
