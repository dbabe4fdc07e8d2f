import type { ASTNode, ASTPath } from 'jscodeshift';
import type { IndexContext } from '../ast/node-index';
import { unwrap } from '../ast/syntax';
import { values } from './values';
import type { ObjectValue, PropertyWrite } from './value';

/*
 * What an object built elsewhere surely holds where it is read (an options object passed by name:
 * `const opts = { params: { type: 'A', name } }; api.get(url, opts)`, `listRecords(zone, opts)`): a
 * recogniser that stays silent on what it reads (dns-record-type-change) may only trust a property
 * nothing out of sight can change.
 */

/**
 * The one object an expression holds, as the layer knows it (objects.ts: with the writes through its
 * name before the read), or undefined. `through` sees through a call that hands on the object it is
 * given (`JSON.stringify(body)` for a request's body), written there or given to a name read there
 * (`const payload = JSON.stringify(body)`): what the object sent was initialised with, a few hops on.
 */
export function objectAt(ctx: IndexContext, expression: ASTNode | ASTPath, through?: (call: ASTNode) => ASTNode | undefined): ObjectValue | undefined {
  let at: ASTNode | ASTPath = expression;
  for (let hop = 0; hop < 4; hop++) {
    const node = unwrap('parentPath' in at ? (at as ASTPath).value : at);
    const inner = node && through?.(node);
    if (inner) {
      at = inner;
      continue;
    }
    const found = values(ctx, at);
    if (found.length !== 1) return undefined;
    const [one] = found;
    if (one.kind === 'object') return one;
    if (!through || one.kind !== 'unknown' || unwrap(one.node) === node) return undefined;
    at = one.node;
  }
  return undefined;
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
