import type { ASTPath } from 'jscodeshift';
import { currentIndex, type NodeIndex } from '../../ast/node-index';
import { isMember, memberChain, unwrap, type CallNode } from '../../ast/syntax';
import { clientChains, walkedChains, type ClientChain, type ClientSeeds } from '../../flow/clients';
import { pathWalker } from '../../flow/path-walkers';
import { importedFunction } from '../../ast/top-level';
import { values } from '../../flow';
import type { SiteModule } from '../../flow/run-sites';
import { siteContext, type RecognitionContext } from '../records/site-context';
import { sdkReceivers, type SdkReceivers } from './sdk';
import { sdkMethod } from './sdk-methods';

/**
 * The SDK methods a call may invoke: what the value-flow layer follows from the receivers the SDK's
 * recogniser knows (src/flow/clients.ts: `client.dns.records.create`, an alias, a factory's call, a
 * destructured context, an object literal holding the client, a class getter or field, a key chosen
 * from a literal union or an enum, a helper's parameter bound at each of its call sites in the run,
 * another module's argument judged by that module's own receivers), and the call of a path-walker of
 * the file or the run (`callAtPath(cf.radar.attacks.layer7, view)`, one method per string `view` may
 * hold). Several chains when the key is one of several strings. Empty when not known. A file that names
 * no client is asked only about a chain written as an SDK method's on a name (`api.dnsRecords.edit(…)`),
 * which its callers may pass.
 */
export function sdkChains(ctx: RecognitionContext, at: ASTPath<CallNode>, receivers: SdkReceivers, index?: NodeIndex): ClientChain[] {
  if (at.value.type === 'NewExpression') return [];
  if (!isMember(unwrap(at.value.callee))) return receivers.mayHold ? walked(ctx, at, receivers, index) : [];
  const written = receivers.mayHold || !ctx.modules ? undefined : memberChain(at.value.callee);
  if (!receivers.mayHold && !(written?.base?.type === 'Identifier' && sdkMethod(written.names))) return [];
  const now = index ?? currentIndex(ctx);
  return clientChains(ctx, now, { ...receivers.seeds(now), elsewhere: (module) => seedsIn(ctx, module) }, at.get('callee')) ?? [];
}

/** The chains of a path-walker's call: the walked resource plus each string its path argument may hold. */
function walked(ctx: RecognitionContext, at: ASTPath<CallNode>, receivers: SdkReceivers, index?: NodeIndex): ClientChain[] {
  if (unwrap(at.value.callee)?.type !== 'Identifier') return [];
  const now = index ?? currentIndex(ctx);
  const [callee, more] = values(ctx, at.get('callee'));
  const fn = callee?.kind === 'function' ? callee.fn : callee?.kind === 'import' ? importedFunction(ctx.modules, callee)?.fn : undefined;
  const w = fn && !more ? pathWalker(ctx.j, fn) : undefined;
  const args = at.value.arguments;
  if (!w || !args[w.object] || !args[w.path]) return [];
  return walkedChains(ctx, now, receivers.seeds(now), at.get('arguments', w.object), at.get('arguments', w.path), w.separator) ?? [];
}

/** Another module's context and SDK seeds, as its own recognition sees them (its imports, its anchors, its callers). */
function seedsIn(ctx: RecognitionContext, module: SiteModule): { ctx: RecognitionContext; seeds: ClientSeeds } {
  const other = siteContext(ctx, module);
  return { ctx: other, seeds: { ...sdkReceivers(other.j, other.root, other.config).seeds(), elsewhere: (next) => seedsIn(other, next) } };
}
