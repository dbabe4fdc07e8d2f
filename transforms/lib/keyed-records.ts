/**
 * Maps that keep DNS records, or their ids, by name and type (dns-record-type-change): each listed
 * record r goes in as `ids.set(`${r.name}/${r.type}`, r.id)` and is read back with
 * `ids.get(`${name}/A`)`. Whatever the lookup returns belongs to a record whose type is A: the key
 * read equals the key a record was stored under, and a DNS record's type (letters and digits) cannot
 * hold the separator written before it, so the text after the last `/` is that record's type.
 */
import type { ASTNode, TemplateLiteral } from 'jscodeshift';
import { isCall, isMember, memberName, unwrap, type MaybeNode } from '../../src/ast';
import type { IndexContext } from '../../src/ast/node-index';
import { values } from '../../src/flow';
import { codeOf } from '../../src/edit/text-edits';

/** What the lookup's key holds where the stored key has the record's type: a type written out, or an expression. */
export type KeyedType = { literal: string } | { expression: ASTNode };

/** How a map's entries are made: the stored key's texts around its expressions, and which expression is the record's type. */
interface KeyPattern {
  quasis: string[];
  slot: number;
}

/** A character a DNS record type can hold. */
const TYPE_CHAR = /[A-Za-z0-9]/;
const TYPE_NAME = /^[A-Za-z0-9]+$/;

const cooked = (t: TemplateLiteral): string[] => t.quasis.map((q) => q.value.cooked ?? q.value.raw);

/** What `keyedType` is asked about: the lookup, what the map holds, and how a record is known. */
export interface KeyedTypeInput {
  ctx: IndexContext;
  source: string;
  lookup: MaybeNode;
  holds: 'id' | 'record';
  isRecord: (node: ASTNode) => boolean;
}

/**
 * The type the record has whose id (`holds: 'id'`) or whole value (`holds: 'record'`) `lookup`
 * returns, when `lookup` is `map.get(`…`)` on a map the value-flow layer knows every entry of (a
 * `new Map()` held by a name, src/flow/maps.ts) whose entries are all put in as
 * `map.set(`…${r.type}…`, r.id)` (or `, r)`) for records r (`isRecord`), the type first
 * or last in the key, and the lookup's key spells the same key with a type (or one expression) in its
 * place. Undefined when anything else may be in the map (it is handed on, filled another way, keyed
 * otherwise).
 */
export function keyedType({ ctx, source, lookup, holds, isRecord }: KeyedTypeInput): KeyedType | undefined {
  const get = unwrap(lookup);
  if (!isCall(get) || get.type === 'NewExpression' || get.arguments.length !== 1) return undefined;
  const callee = unwrap(get.callee);
  const key = unwrap(get.arguments[0]);
  if (!isMember(callee) || callee.computed || memberName(callee) !== 'get' || key?.type !== 'TemplateLiteral') return undefined;
  // What the map holds, as the value-flow layer answers: one `new Map()` whose every entry it sees.
  const held = values(ctx, callee.object);
  const map = held.length === 1 ? held[0] : undefined;
  if (map?.kind !== 'map' || map.open) return undefined;
  const patterns: KeyPattern[] = [];
  for (const entry of map.entries) {
    const pattern = storedKey({ source, keyNode: entry.key, valueNode: entry.value, holds, isRecord });
    if (!pattern) return undefined;
    patterns.push(pattern);
  }
  const found = patterns.map((p) => slotOf(p, key));
  const first = found[0];
  if (!first) return undefined;
  const same = (k: KeyedType | undefined): boolean =>
    k !== undefined && ('literal' in first ? 'literal' in k && k.literal === first.literal : 'expression' in k && k.expression === first.expression);
  return found.every(same) ? first : undefined;
}

/** A `map.set(key, value)` call's key and value, with what `keyedType` was asked. */
interface StoredKeyInput {
  source: string;
  keyNode: MaybeNode;
  valueNode: MaybeNode;
  holds: 'id' | 'record';
  isRecord: (node: ASTNode) => boolean;
}

/** `map.set(`${r.name}/${r.type}`, r.id)`: the key's pattern, when the value is the id (or the record) the type is read from. */
function storedKey({ source, keyNode, valueNode, holds, isRecord }: StoredKeyInput): KeyPattern | undefined {
  const key = unwrap(keyNode);
  const value = unwrap(valueNode);
  if (key?.type !== 'TemplateLiteral') return undefined;
  const slots = key.expressions.map((e: ASTNode, i: number) => ({ e: unwrap(e), i })).filter(({ e }: { e: MaybeNode }) => isMember(e) && !e.computed && memberName(e) === 'type');
  if (slots.length !== 1) return undefined;
  const { e: read, i: slot } = slots[0];
  const record = unwrap(read.object);
  const text = (n: MaybeNode) => codeOf(n, source);
  if (!isRecord(record) || text(record) === undefined) return undefined;
  const stored = holds === 'id' ? (isMember(value) && !value.computed && memberName(value) === 'id' ? unwrap(value.object) : undefined) : value;
  if (text(stored) !== text(record)) return undefined;
  const last = key.expressions.length - 1;
  if (slot !== 0 && slot !== last) return undefined;
  return { quasis: cooked(key), slot };
}

/**
 * What stands in the pattern's type slot in a lookup key: with the type last, the text after the
 * last separator before the stored key's fixed end; with it first, the text after the fixed start up
 * to the separator that follows the type. A separator is the character written next to the type in
 * the stored key, one a type cannot hold.
 */
function slotOf(pattern: KeyPattern, key: TemplateLiteral): KeyedType | undefined {
  const { quasis, slot } = pattern;
  const last = quasis.length - 2;
  const parts = cooked(key);
  const exprs = key.expressions;
  if (slot === last) {
    const end = quasis[slot + 1];
    // Only expression: the key is start + type + end, nothing else.
    const alone = slot === 0;
    const before = quasis[slot];
    const separator = before[before.length - 1];
    if (!alone && (separator === undefined || TYPE_CHAR.test(separator))) return undefined;
    const tail = parts[parts.length - 1];
    if (!tail.endsWith(end)) return undefined;
    const body = tail.slice(0, tail.length - end.length);
    if (body === '') {
      // The lookup's last expression stands where the type does.
      const lead = parts[parts.length - 2];
      if (exprs.length === 0 || lead === undefined) return undefined;
      if (alone ? exprs.length !== 1 || lead !== before : !lead.endsWith(separator)) return undefined;
      return { expression: exprs[exprs.length - 1] as ASTNode };
    }
    if (alone) return exprs.length === 0 && body.startsWith(before) && TYPE_NAME.test(body.slice(before.length)) ? { literal: body.slice(before.length) } : undefined;
    const cut = body.lastIndexOf(separator);
    const literal = body.slice(cut + 1);
    return cut >= 0 && TYPE_NAME.test(literal) ? { literal } : undefined;
  }
  // The type first, with more after it.
  const start = quasis[0];
  const separator = quasis[1][0];
  if (separator === undefined || TYPE_CHAR.test(separator)) return undefined;
  if (!parts[0].startsWith(start)) return undefined;
  const rest = parts[0].slice(start.length);
  if (rest === '') return exprs.length > 0 && parts[1]?.startsWith(separator) ? { expression: exprs[0] as ASTNode } : undefined;
  const cut = rest.indexOf(separator);
  const literal = rest.slice(0, cut);
  return cut > 0 && TYPE_NAME.test(literal) ? { literal } : undefined;
}
