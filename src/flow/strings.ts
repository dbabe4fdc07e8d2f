import type { ASTNode } from 'jscodeshift';
import { MAX_VALUES } from './budget';
import { asParts, knownText, unknown, UNKNOWN_ORIGIN, type Part, type StringValue, type Value } from './value';

/*
 * String operations on value sets: what `a + b`, a template literal, `.replace(x, y)` and
 * `list.join(sep)` hold, given what their operands hold. Every combination of the operands' values is
 * one value of the result; more than MAX_VALUES combinations is `unknown` (`null` here, the caller's
 * to turn into an unknown value and mark the budget cut).
 */

/**
 * The strings made by joining one value of each operand, in order (a template's quasis and
 * expressions, a `+` chain's sides). Null when there would be more than MAX_VALUES.
 */
export function concat(operands: Value[][]): StringValue[] | null {
  let out: StringValue[] = [{ kind: 'string', parts: [] }];
  for (const operand of operands) {
    if (out.length * operand.length > MAX_VALUES) return null;
    // A value read from a list's element, narrowed by a guard or falling back to a default says so, whatever it is joined with.
    out = out.flatMap((made) =>
      operand.map((v): StringValue => {
        const element = made.element ?? v.element;
        const guard = made.guard ?? v.guard;
        const beforeDefault = made.beforeDefault ?? v.beforeDefault;
        return { kind: 'string', parts: [...made.parts, ...asParts(v)], ...(element && { element }), ...(guard && { guard }), ...(beforeDefault && { beforeDefault }) };
      }),
    );
  }
  return out;
}

/**
 * `s.replace(search, replacement)` with both written as strings: the first occurrence replaced. Known
 * when the search text is found in the known text before the first hole (nothing a hole holds can
 * come earlier), or the string has no hole (then also when it is not found: the string is unchanged).
 * The text is computed, so it is written nowhere (`node` null). On a parameter (or a replacement of
 * one) it is an unknown of origin `replaced`, applied when the parameter is bound at a call.
 */
export function replaceFirst(value: Value, search: string, replacement: string, at: ASTNode): Value {
  // A parameter's value is known only at a call: the replacement waits for it there (invoke.ts's `bind`).
  if (value.kind === 'unknown' && (value.origin.kind === 'parameter' || value.origin.kind === 'replaced')) return unknown(at, { kind: 'replaced', from: value.origin, search, replacement });
  if (value.kind !== 'string') return unknown(at);
  const whole = knownText(value);
  if (whole !== undefined) return { kind: 'string', parts: [{ kind: 'text', text: whole.replace(search, () => replacement), node: null }] };
  const firstHole = value.parts.findIndex((p) => p.kind === 'hole');
  const prefix = value.parts.slice(0, firstHole).map((p) => (p.kind === 'text' ? p.text : '')).join('');
  const found = prefix.indexOf(search);
  // Not in the known prefix: a hole (or the text around one) may hold it.
  if (found < 0 || search === '') return unknown(at);
  const replaced = prefix.slice(0, found) + replacement + prefix.slice(found + search.length);
  return { ...value, parts: [{ kind: 'text', text: replaced, node: null }, ...value.parts.slice(firstHole)] };
}

/** `list.join(separator)`: the elements' values joined, one string per combination; null past MAX_VALUES. */
export function join(elements: Value[][], separator: string): StringValue[] | null {
  const operands: Value[][] = [];
  elements.forEach((element, i) => {
    if (i > 0) operands.push([{ kind: 'string', parts: [{ kind: 'text', text: separator, node: null }] }]);
    // `[a, undefined].join('/')` writes nothing for undefined: only strings and unknowns are joined as they are.
    operands.push(element);
  });
  if (operands.length === 0) return [{ kind: 'string', parts: [] }];
  return concat(operands);
}

/**
 * One template for several strings of the same shape (`\`/zones/${id}/${c ? 'a' : 'b'}\``: each
 * value has its parts in the same places): the parts every value has alike (the same literal, the
 * same hole), and one hole held by `node` for each run of places where they differ. Undefined when
 * a value is not a string, read from a loop's element, of another shape, or when they do not start
 * alike (written in different literals, as a `let` given a URL in each branch is: a choice of its own).
 */
export function commonTemplate(found: Value[], node: ASTNode): Part[] | undefined {
  const strings = found.filter((v): v is StringValue => v.kind === 'string' && !v.element);
  const [first] = strings;
  // Every value the empty string (`[].join('\n')` from each `[]` a field is given): no part to keep.
  if (strings.length !== found.length || !first?.parts.length || strings.some((s) => s.parts.length !== first.parts.length)) return undefined;
  const alike = (i: number): boolean => strings.every((s) => samePart(s.parts[i], first.parts[i]));
  // Values that do not start alike were written apart (a `let` given a URL in each branch): no template of one expression.
  if (!alike(0)) return undefined;
  const parts: Part[] = [];
  let kept = false;
  first.parts.forEach((p, i) => {
    if (alike(i)) {
      parts.push(p);
      kept ||= p.kind === 'hole' || p.text !== '';
    } else if (parts[parts.length - 1]?.node !== node) parts.push({ kind: 'hole', origin: UNKNOWN_ORIGIN, node });
  });
  return kept ? parts : undefined;
}

const samePart = (a: Part, b: Part): boolean => a.kind === b.kind && a.node === b.node && (a.kind === 'hole' || (a.text === (b as typeof a).text && a.readOnly === (b as typeof a).readOnly));

/** The encoders a list of path segments is mapped with before it is joined (`ids.map(encodeURIComponent)`). */
const ENCODERS: Record<string, (text: string) => string> = { encodeURIComponent, encodeURI, String };

/** Whether `name` is an encoder `encoded` applies. */
export const isEncoder = (name: string): boolean => Object.hasOwn(ENCODERS, name);

/**
 * A value passed through an encoder (`encodeURIComponent(s)`, as `.map(encodeURIComponent)` does to
 * each element): a string's known text encoded (still written in its literal when the encoder leaves
 * it as it is, computed otherwise), its holes as they are (what they hold is encoded, not known);
 * anything else unknown.
 */
export function encoded(value: Value, encoder: string, at: ASTNode): Value {
  if (value.kind !== 'string') return value.kind === 'unknown' ? value : unknown(at);
  const encode = ENCODERS[encoder];
  return { ...value, parts: value.parts.map((p): Part => (p.kind === 'hole' || encode(p.text) === p.text ? p : { kind: 'text', text: encode(p.text), node: null })) };
}
