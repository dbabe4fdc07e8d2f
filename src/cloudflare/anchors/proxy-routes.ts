import type { UserConfig } from '../../types';
import { nodeIndex, questionMemo, type IndexContext } from '../../ast/node-index';
import type { ProxyRoute } from '../shapes';
import { keyName, type Keyed } from '../../ast/syntax';
import { forwardRoutes, mayForward } from './proxy-forward';
import { configRoutes, ROUTE_KEYS } from './proxy-config';

/*
 * The project's own transparent proxies to the API: prefixes of the app's own URLs that a server of
 * the project (proxy-forward.ts) or a dev server's or Next.js's configuration (proxy-config.ts)
 * forwards to the API base. The run's (found in every file holding an API anchor word by the project
 * index, `config.proxies`) and the file's own, so that both ends may sit in one file.
 */

const kept = new WeakMap<object, Map<UserConfig, ProxyRoute[]>>();

/** The routes a file declares or writes itself (once per tree and configuration). */
export function ownProxyRoutes(ctx: IndexContext, config: UserConfig): ProxyRoute[] {
  const tree = ctx.root.get().value as object;
  let byConfig = kept.get(tree);
  if (!byConfig) kept.set(tree, (byConfig = new Map()));
  let routes = byConfig.get(config);
  if (!routes) {
    // The tree's index, asked by every helper below rather than built again (walks.test.ts).
    const asked = { j: ctx.j, root: ctx.root, memo: questionMemo(nodeIndex(ctx.j, ctx.root)) };
    byConfig.set(config, (routes = [...forwardRoutes(asked, config), ...configRoutes(asked, config)]));
  }
  return routes;
}

/**
 * Whether a parsed tree (Babel's plain nodes) may declare or write a route: a call a forward needs
 * (proxy-forward.ts) or a property under a route key (proxy-config.ts), found in one walk of the plain
 * objects. Without one, ownProxyRoutes finds none: the project index asks this before it makes the
 * tree's paths and node index (on the bench's dense corpus, most files of that shape hold neither).
 */
export function mayHoldRoutes(tree: object): boolean {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    const node = value as Record<string, unknown> & { type?: unknown };
    if (node.type === 'CallExpression' && mayForward(node)) return true;
    if ((node.type === 'ObjectProperty' || node.type === 'Property') && ROUTE_KEYS.has(keyName(node as Keyed) ?? '')) return true;
    for (const key in node) {
      const child = node[key];
      if (key !== 'loc' && child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return false;
}

/** The routes a request of this file may go through: the run's and the file's own. */
export function proxyRoutes(ctx: IndexContext, config: UserConfig): ProxyRoute[] {
  const own = ownProxyRoutes(ctx, config);
  const run = config.proxies ?? [];
  return own.length === 0 ? run : run.length === 0 ? own : [...run, ...own];
}
