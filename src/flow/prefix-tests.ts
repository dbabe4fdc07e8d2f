import type { ASTNode, ASTPath } from 'jscodeshift';
import { isMember, memberName, stringValue, unwrap } from '../ast/syntax';
import type { Value } from './value';

/*
 * A test on how a string starts, which the layer can decide once it knows the string's leading text
 * (docs/value-flow.md, "Tests decided by the values"): `path.startsWith('http')`, `/^https?:/.test(path)`,
 * `path.indexOf('http') === 0` (and `!== 0`, `!`). A wrapper's `path.startsWith('http') ? path :
 * `${ROOT}${path}`` is decided by what each caller passes: `'/zones/…'` cannot start with 'http'.
 */

/** A prefix test: the string tested (`subject`, a path to it), the text it is tested to start with, and whether the test is true when it does. */
interface PrefixTest {
  subject: ASTPath;
  prefix: string;
  /** The test is true when the subject starts with the prefix (false for `!s.startsWith(…)`, `indexOf(…) !== 0`). */
  whenStarts: boolean;
  /**
   * The prefix is all the test asks (`startsWith`, `indexOf`): a string starting with it passes. A
   * regular expression (`/^https?:/`) asks more: a string starting otherwise fails, one starting with
   * the prefix may fail too (undecided).
   */
  exact: boolean;
}

/** The prefix test at `test` (a conditional's test), or undefined when it is none the layer decides. */
export function prefixTest(test: ASTPath): PrefixTest | undefined {
  const node = unwrap(test.value);
  if (node?.type === 'UnaryExpression' && node.operator === '!') {
    const inner = prefixTest(test.get('argument'));
    return inner && { ...inner, whenStarts: !inner.whenStarts };
  }
  if (node?.type === 'BinaryExpression' && /^[!=]==?$/.test(node.operator)) {
    // `s.indexOf('http') === 0`
    const zero = (n: ASTNode) => (n.type === 'NumericLiteral' || n.type === 'Literal') && (n as { value: unknown }).value === 0;
    const side = zero(node.right) ? 'left' : zero(node.left) ? 'right' : undefined;
    const call = side ? unwrap(node[side]) : undefined;
    if (call?.type !== 'CallExpression' || !isMember(call.callee) || memberName(call.callee) !== 'indexOf' || call.arguments.length !== 1) return undefined;
    const prefix = stringValue(call.arguments[0]);
    if (!prefix) return undefined;
    return { subject: test.get(side!, 'callee', 'object'), prefix, whenStarts: node.operator.startsWith('='), exact: true };
  }
  if (node?.type !== 'CallExpression' || !isMember(node.callee) || node.callee.computed || node.arguments.length !== 1) return undefined;
  const method = memberName(node.callee);
  if (method === 'startsWith') {
    const prefix = stringValue(node.arguments[0]);
    return prefix ? { subject: test.get('callee', 'object'), prefix, whenStarts: true, exact: true } : undefined;
  }
  // `/^https?:\/\//.test(s)`: the literal text the expression starts with, up to its first special character.
  const pattern = unwrap(node.callee.object);
  const regex: { pattern: string; flags: string } | undefined =
    pattern?.type === 'RegExpLiteral' ? { pattern: pattern.pattern as string, flags: pattern.flags as string } : pattern?.type === 'Literal' ? (pattern as { regex?: { pattern: string; flags: string } }).regex : undefined;
  if (method !== 'test' || !regex || regex.flags.includes('i') || regex.flags.includes('m') || !regex.pattern.startsWith('^') || alternates(regex.pattern)) return undefined;
  const prefix = literalStart(regex.pattern.slice(1));
  return prefix ? { subject: test.get('arguments', 0), prefix, whenStarts: true, exact: false } : undefined;
}

/** Whether a regular expression's source has a top-level `|` (`/^http|^\/\//`): any branch may match, so its first branch's start decides nothing. */
function alternates(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' || c === ')') depth += c === '(' ? 1 : -1;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/** The text a regular expression's source surely starts with: plain characters (`\/` unescaped), not one a quantifier makes optional. */
function literalStart(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    let c = source[i];
    if (c === '\\') {
      c = source[++i] ?? '';
      if (!/[/.:?-]/.test(c)) break;
    } else if (!/[A-Za-z0-9:/\-_]/.test(c)) break;
    if (/[?*{]/.test(source[i + 1] ?? '')) break;
    out += c;
  }
  return out;
}

/** The part of a test a value is judged by. */
type Judged = Pick<PrefixTest, 'prefix' | 'whenStarts' | 'exact'>;

/**
 * Whether a value passes the test: true or false when its leading text decides it, undefined when it
 * does not (a hole first, a text too short to tell, anything but a string).
 */
function decide(test: Judged, value: Value): boolean | undefined {
  if (value.kind !== 'string') return undefined;
  const hole = value.parts.findIndex((p) => p.kind === 'hole');
  const leading = (hole < 0 ? value.parts : value.parts.slice(0, hole)).map((p) => (p.kind === 'text' ? p.text : '')).join('');
  return decideText(test, leading, hole < 0);
}

/**
 * Whether a string whose text starts with `leading` (all of it when `whole`) passes the test:
 * undefined when that does not decide it (a text too short to tell; a regular expression's start
 * matched, which does not say the rest matches).
 */
export function decideText(test: Judged, leading: string, whole: boolean): boolean | undefined {
  let starts: boolean | undefined;
  if (leading.length >= test.prefix.length) starts = leading.startsWith(test.prefix);
  else if (!test.prefix.startsWith(leading) || whole) starts = false;
  if (starts === undefined || (starts && !test.exact)) return undefined;
  return starts === test.whenStarts;
}

/** The test's answer for every value of the subject, when they all decide it the same way. */
export function decideAll(test: Judged, found: Value[]): boolean | undefined {
  const answers = new Set(found.map((v) => decide(test, v)));
  const [answer] = answers;
  return answers.size === 1 ? answer : undefined;
}
