import type { ASTPath } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { values } from '../../flow/values';
import type { UntracedEndpoint } from '../../types';
import { handedTo } from './spelled-method';
import { memberName, unwrap } from '../../ast/syntax';
import type { PropertyWrite } from '../../flow/value';

/**
 * Whether an untraced endpoint with `sets` counts for a spelling (untraced.ts): one of the other
 * arguments of the call it is handed to is an object the value-flow layer knows to write that key (a
 * literal `{ type: kind }`, or what a converter returns: `clean(input)` returning `{ type: …, name }`).
 * A call with no such argument, or one whose body the layer does not know, does not count; nor a
 * write that copies the key off another object (`type: record.type`, a converter re-sending a record
 * the caller holds): it may be the record's own type, which the untraced call cannot tell.
 */
export function allowsBody(ctx: IndexContext, endpoint: UntracedEndpoint, spelling: ASTPath): boolean {
  if (endpoint.sets === undefined) return true;
  const handed = handedTo(spelling);
  if (!handed) return false;
  const args = handed.call.value.arguments as unknown[];
  return args.some((arg, i) => arg !== handed.argument.value && values(ctx, handed.call.get('arguments', i)).some((v) => v.kind === 'object' && v.writes.some((w) => w.key === endpoint.sets && !copied(w))));
}

/** `key: other.key`: the same key read off another object. */
function copied(w: PropertyWrite): boolean {
  const value = unwrap(w.value);
  return (value?.type === 'MemberExpression' || value?.type === 'OptionalMemberExpression') && !value.computed && memberName(value) === w.key;
}
