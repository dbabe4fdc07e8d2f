import type { ASTNode, Collection } from 'jscodeshift';
import type { RecognitionContext } from '../calls/calls';
import type { RunModules } from '../../types';
import type { SiteModule } from '../../flow/run-sites';
import { memoIn } from '../../memo';

/**
 * The context another module of the run is recognised in, the one way every asker builds it: its tree
 * (`root`, when the asker has made it already), the anchors it imports (`configOf`), the run's modules
 * as it sees them (`of`), the versions of `cloudflare` it runs with (`sdkVersionsOf`: an SDK chain its
 * package's versions never call is no call there) and a memo of its own.
 */
export function moduleContext(ctx: RecognitionContext, modules: RunModules, module: { path: string; program: unknown }, root?: Collection): RecognitionContext {
  const sdkVersions = modules.sdkVersionsOf?.(module.path);
  const config = modules.configOf(module.path, module.program, ctx.config);
  return { j: ctx.j, root: root ?? ctx.j(module.program as ASTNode), config, modules: modules.of?.(module.path), memo: memoIn(new Map()), ...(sdkVersions ? { sdkVersions } : {}) };
}

/** The context a module holding run sites (src/flow/run-sites.ts) is recognised in: the asker's own for its own sites, else moduleContext. */
export function siteContext(ctx: RecognitionContext, module: SiteModule): RecognitionContext {
  return module.importer && ctx.modules ? moduleContext(ctx, ctx.modules, module.importer, module.root) : ctx;
}
