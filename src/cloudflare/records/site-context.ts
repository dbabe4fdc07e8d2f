import type { RecognitionContext } from '../calls/calls';
import type { SiteModule } from '../../flow/run-sites';
import { memoIn } from '../../memo';

/**
 * The context a module holding run sites (src/flow/run-sites.ts) is recognised in: the asking
 * module's own for its own sites, an importer's tree with the anchors it imports (`configOf`), the
 * versions of `cloudflare` it runs with (`sdkVersionsOf`) and a memo of its own for another module's. The askers that judge what each site passes (records handed
 * to an exported function, passed-records.ts; an SRV body an exported converter builds,
 * transforms/srv-data-to-name/exported-converters.ts) read each module's calls this way.
 */
export function siteContext(ctx: RecognitionContext, module: SiteModule): RecognitionContext {
  const importer = module.importer;
  if (!importer || !ctx.modules) return ctx;
  const sdkVersions = ctx.modules.sdkVersionsOf?.(importer.path);
  return { j: ctx.j, root: module.root, config: ctx.modules.configOf(importer.path, importer.program, ctx.config), modules: module.modules, memo: memoIn(new Map()), ...(sdkVersions ? { sdkVersions } : {}) };
}
