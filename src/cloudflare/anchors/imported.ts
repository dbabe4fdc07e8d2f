import type { UserConfig } from '../../types';
import { dottedName, isMember } from '../../ast/syntax';
import type { Made, Prefix, UrlPart, Wrapper } from '../shapes';

/*
 * The anchors a file imports from other modules of the project (src/project/ finds them; the runner
 * hands them over in the file's configuration as `imported`). The engine merges them at a few hook
 * points so that every recogniser treats them exactly as anchors defined in the file; a file's own
 * definitions win over an imported one of the same name.
 */

/** HTTP client instances imported with the API base, by local name. */
export function importedInstances(config: UserConfig): Array<[string, Prefix]> {
  return Object.entries(config.imported?.instances ?? {}).map(([key, parts]) => [key, { parts }]);
}

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
