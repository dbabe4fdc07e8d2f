import type { ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../../src/cloudflare';
import type { FunctionNode } from '../../src/ast';
import { topLevel } from '../../src/ast/top-level';
import { allRunSites, type RunSite } from '../../src/flow/run-sites';
import { allMethodSites } from '../../src/flow/method-sites';
import { topLevelName } from '../../src/flow/factories';

/** Every call in the run of a top-level function, or of a method of a top-level class (src/flow/method-sites.ts); undefined when they cannot all be known. */
export function functionSites(ctx: RecognitionContext, fn: ASTPath<FunctionNode>): RunSite[] | undefined {
  const name = topLevelName(fn);
  if (name !== undefined) return allRunSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, name, kind: 'call', across: true });
  const method = fn.value.type === 'ClassMethod' && !fn.value.computed && fn.value.key.type === 'Identifier' ? fn.value.key.name : undefined;
  const cls = fn.parent?.parent?.value as { id?: { name?: string } | null } | undefined;
  const className = cls?.id?.name;
  // The class the module declares under that name at its top level, not one of the same name nested elsewhere.
  if (method === undefined || className === undefined || topLevel(ctx.root.get().value, className) !== cls) return undefined;
  return allMethodSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, className, method });
}
