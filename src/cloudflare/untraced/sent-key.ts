import type { ASTPath } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { values } from '../../flow/values';
import type { UntracedEndpoint } from '../../types';
import { handedTo } from './spelled-method';

/**
 * Whether an untraced endpoint with `sets` counts for a spelling (untraced.ts): one of the other
 * arguments of the call it is handed to is an object the value-flow layer knows to write that key (a
 * literal `{ type: kind }`, or what a converter returns: `clean(input)` returning `{ type: …, name }`).
 * A call with no such argument, or one whose body the layer does not know, does not count.
 */
export function allowsBody(ctx: IndexContext, endpoint: UntracedEndpoint, spelling: ASTPath): boolean {
  if (endpoint.sets === undefined) return true;
  const handed = handedTo(spelling);
  if (!handed) return false;
  const args = handed.call.value.arguments as unknown[];
  return args.some((arg, i) => arg !== handed.argument.value && values(ctx, handed.call.get('arguments', i)).some((v) => v.kind === 'object' && v.writes.some((w) => w.key === endpoint.sets)));
}
