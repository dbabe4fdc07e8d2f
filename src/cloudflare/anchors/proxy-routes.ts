import type { UserConfig } from '../../types';
import { nodeIndex, questionMemo, type IndexContext } from '../../ast/node-index';
import type { ProxyRoute } from '../shapes';
import { forwardRoutes } from './proxy-forward';
import { configRoutes } from './proxy-config';

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

/** The routes a request of this file may go through: the run's and the file's own. */
export function proxyRoutes(ctx: IndexContext, config: UserConfig): ProxyRoute[] {
  const own = ownProxyRoutes(ctx, config);
  const run = config.proxies ?? [];
  return own.length === 0 ? run : run.length === 0 ? own : [...run, ...own];
}
