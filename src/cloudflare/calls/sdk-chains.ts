import type { ASTPath } from 'jscodeshift';
import { currentIndex, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { isMember, unwrap, type CallNode } from '../../ast/syntax';
import { clientChains, walkedChains, type ClientChain } from '../../flow/clients';
import { pathWalker } from '../../flow/path-walkers';
import { importedFunction } from '../../ast/top-level';
import { values } from '../../flow';
import type { RunModules } from '../../types';
import type { SdkReceivers } from './sdk';

/**
 * The SDK methods a call may invoke: what the value-flow layer follows from the receivers the SDK's
 * recogniser knows (src/flow/clients.ts: `client.dns.records.create`, an alias, a factory's call, a
 * destructured context, an object literal holding the client, a class getter or field, a key chosen
 * from a literal union or an enum, a helper's parameter bound at each of its call sites), and the call
 * of a path-walker of the file or the run (`callAtPath(cf.radar.attacks.layer7, view)`, one method per
 * string `view` may hold). Several chains when the key is one of several strings. Empty when not known.
 */
export function sdkChains(ctx: IndexContext, at: ASTPath<CallNode>, receivers: SdkReceivers, index?: NodeIndex): ClientChain[] {
  if (!receivers.mayHold || at.value.type === 'NewExpression') return [];
  const now = index ?? currentIndex(ctx);
  if (isMember(unwrap(at.value.callee))) return clientChains(ctx, now, receivers.seeds(now), at.get('callee')) ?? [];
  if (unwrap(at.value.callee)?.type !== 'Identifier') return [];
  const [callee, more] = values(ctx, at.get('callee'));
  const fn = callee?.kind === 'function' ? callee.fn : callee?.kind === 'import' ? importedFunction((ctx as { modules?: RunModules }).modules, callee)?.fn : undefined;
  const w = fn && !more ? pathWalker(ctx.j, fn) : undefined;
  const args = at.value.arguments;
  if (!w || !args[w.object] || !args[w.path]) return [];
  return walkedChains(ctx, now, receivers.seeds(now), at.get('arguments', w.object), at.get('arguments', w.path), w.separator) ?? [];
}
