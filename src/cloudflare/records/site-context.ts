import type { ASTNode, Collection } from 'jscodeshift';
import type { RunModules, UserConfig } from '../../types';
import type { IndexContext } from '../../ast/node-index';
import type { VersionSet } from '../../version-range';
import type { SiteModule } from '../../flow/run-sites';
import { memoIn } from '../../memo';

/** What a file is recognised in: its tree, the runner's memo (one recognition pass shared), its config, the run's other modules, its `cloudflare` versions (TransformContext). */
export interface RecognitionContext extends IndexContext {
  config: UserConfig;
  modules?: RunModules;
  sdkVersions?: VersionSet;
}

/** Another module's context, built one way by every asker: its tree (`root` when made already), the anchors it imports (`configOf`), its view of the run (`of`), its `cloudflare` versions (`sdkVersionsOf`), a memo of its own. */
export function moduleContext(ctx: RecognitionContext, modules: RunModules, module: { path: string; program: unknown }, root?: Collection): RecognitionContext {
  const sdkVersions = modules.sdkVersionsOf?.(module.path);
  return { j: ctx.j, root: root ?? ctx.j(module.program as ASTNode), config: modules.configOf(module.path, module.program, ctx.config), modules: modules.of?.(module.path), memo: memoIn(new Map()), ...(sdkVersions ? { sdkVersions } : {}) };
}

/** The context a module holding run sites (src/flow/run-sites.ts) is recognised in: the asker's own for its own sites. */
export function siteContext(ctx: RecognitionContext, module: SiteModule): RecognitionContext {
  return module.importer && ctx.modules ? moduleContext(ctx, ctx.modules, module.importer, module.root) : ctx;
}
