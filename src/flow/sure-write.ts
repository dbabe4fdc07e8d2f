import type { ASTNode, ASTPath } from 'jscodeshift';
import type { IndexContext } from '../ast/node-index';
import { values } from './values';
import type { ObjectValue, PropertyWrite } from './value';

/*
 * What an object built elsewhere surely holds where it is read (an options object passed by name:
 * `const opts = { params: { type: 'A', name } }; api.get(url, opts)`, `listRecords(zone, opts)`): a
 * recogniser that stays silent on what it reads (dns-record-type-change) may only trust a property
 * nothing out of sight can change.
 */

/** The one object an expression holds, as the layer knows it (objects.ts: with the writes through its name before the read), or undefined. */
export function objectAt(ctx: IndexContext, expression: ASTNode | ASTPath): ObjectValue | undefined {
  const found = values(ctx, expression);
  return found.length === 1 && found[0].kind === 'object' ? found[0] : undefined;
}

/**
 * The write that gives `key` its value at the read, when it is sure: the object is not open (nothing out
 * of sight adds or changes a property, no write through an unknown key) and the last write of the key
 * always runs (not in a branch, a loop or a callback). Undefined otherwise, and when the key is not written.
 */
export function sureWrite(object: ObjectValue, key: string): PropertyWrite | undefined {
  if (object.open || object.anyKey) return undefined;
  const writes = object.writes.filter((w) => w.key === key);
  const last = writes[writes.length - 1];
  return last && !last.branch ? last : undefined;
}
