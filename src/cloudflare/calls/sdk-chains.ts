import type { ASTPath } from 'jscodeshift';
import { currentIndex, type NodeIndex } from '../../ast/node-index';
import { isMember, memberChain, unwrap, type CallNode } from '../../ast/syntax';
import { clientChains, type ClientChain, type ClientSeeds } from '../../flow/clients';
import type { SiteModule } from '../../flow/run-sites';
import { siteContext, type RecognitionContext } from '../records/site-context';
import { sdkReceivers, type SdkReceivers } from './sdk';
import { sdkMethod } from './sdk-methods';

/**
 * The SDK methods a call may invoke: what the value-flow layer follows from the receivers the SDK's
 * recogniser knows (src/flow/clients.ts: `client.dns.records.create`, an alias, a factory's call, a
 * destructured context, an object literal holding the client, a class getter or field, a key chosen
 * from a literal union or an enum, a helper's parameter bound at each of its call sites in the run,
 * another module's argument judged by that module's own receivers). Several chains when the key is one
 * of several strings. Empty when not known. A file that names no client is asked only about a chain
 * written as an SDK method's on a name (`api.dnsRecords.edit(…)`), which its callers may pass.
 */
export function sdkChains(ctx: RecognitionContext, at: ASTPath<CallNode>, receivers: SdkReceivers, index?: NodeIndex): ClientChain[] {
  if (at.value.type === 'NewExpression' || !isMember(unwrap(at.value.callee))) return [];
  const written = receivers.mayHold || !ctx.modules ? undefined : memberChain(at.value.callee);
  if (!receivers.mayHold && !(written?.base?.type === 'Identifier' && sdkMethod(written.names))) return [];
  const now = index ?? currentIndex(ctx);
  return clientChains(ctx, now, { ...receivers.seeds(now), elsewhere: (module) => seedsIn(ctx, module) }, at.get('callee')) ?? [];
}

/** Another module's context and SDK seeds, as its own recognition sees them (its imports, its anchors, its callers). */
function seedsIn(ctx: RecognitionContext, module: SiteModule): { ctx: RecognitionContext; seeds: ClientSeeds } {
  const other = siteContext(ctx, module);
  return { ctx: other, seeds: { ...sdkReceivers(other.j, other.root, other.config).seeds(), elsewhere: (next) => seedsIn(other, next) } };
}
