/**
 * Conditionals whose test asks how a string starts (src/flow/prefix-tests.ts, conditionals.ts,
 * conditioned-template.ts): the layer takes only the branch the string's values decide, leaves both
 * (marked with the test) when they do not, decides them when a call binds the parameter tested, and
 * the template question answers the branch that builds on the string, its read marked with the test.
 * Each case asks about the argument of `probe(…)`; a string value is shown as its text with `{}` for
 * a hole, a template's dynamic part as `{when:<prefix>:<taken>}` when it carries a test.
 */
import { probeIn } from '../helpers/probe';
import { oneTemplate, values, type TemplatePart, type Value } from '../../src/flow';

const BASE = "const BASE = 'https://api.cloudflare.com/client/v4';";

function ask(code: string): string[] {
  const { j, root, at } = probeIn(code);
  const show = (v: Value): string => (v.kind === 'string' ? v.parts.map((p) => (p.kind === 'text' ? p.text : '{}')).join('') : v.kind);
  return values({ j, root }, at.get('arguments', 0)).map(show);
}

function template(code: string): string {
  const { j, root, at } = probeIn(code);
  const show = (p: TemplatePart): string => (p.kind === 'text' ? p.text : p.when ? `{when:${p.when.prefix}:${p.when.taken}}` : '{}');
  return oneTemplate({ ctx: { j, root }, node: at.value.arguments[0] }).parts.map(show).join('');
}

describe('values: a conditional on how a string starts', () => {
  test.each([
    ['a literal path cannot start with http: the root branch only', `${BASE} const p = '/zones'; probe(p.startsWith('http') ? p : BASE + p)`, ['https://api.cloudflare.com/client/v4/zones']],
    ['an absolute literal: passed as it is', `${BASE} const p = 'https://other.example.com/x'; probe(p.startsWith('http') ? p : BASE + p)`, ['https://other.example.com/x']],
    ['negated', `${BASE} const p = '/zones'; probe(!p.startsWith('http') ? BASE + p : p)`, ['https://api.cloudflare.com/client/v4/zones']],
    ['indexOf === 0', `${BASE} const p = '/zones'; probe(p.indexOf('http') === 0 ? p : BASE + p)`, ['https://api.cloudflare.com/client/v4/zones']],
    ['a regular expression decides a start it does not match', `${BASE} const p = '/zones'; probe(/^https?:\\/\\//.test(p) ? p : BASE + p)`, ['https://api.cloudflare.com/client/v4/zones']],
    ['a regular expression does not decide a start it matches (it asks more)', `${BASE} const p = 'https://x'; probe(/^https?:\\/\\/api/.test(p) ? 'a' : 'b')`, ['a', 'b']],
    ['an alternation: a start its first branch does not match may match another (both)', `${BASE} const p = '//mirror.example.com/zones'; probe(/^http|^\\/\\//.test(p) ? p : BASE + p)`, ['//mirror.example.com/zones', 'https://api.cloudflare.com/client/v4//mirror.example.com/zones']],
    ['a | inside a group or a class is no alternation of the whole', `${BASE} const p = '/zones'; probe(/^https?:[|]\\/(a|b)/.test(p) ? p : BASE + p)`, ['https://api.cloudflare.com/client/v4/zones']],
    ['a text too short to tell: both', `${BASE} function f(id) { const p = 'ht' + id; probe(p.startsWith('http') ? 'a' : 'b') }`, ['a', 'b']],
    ['a parameter: both branches', `${BASE} function f(p) { probe(p.startsWith('http') ? p : BASE + p) }`, ['unknown', 'https://api.cloudflare.com/client/v4{}']],
    ['bound at a call of the file: the argument decides', `${BASE} const full = (p) => (p.startsWith('http') ? p : BASE + p); probe(full('/zones/1'))`, ['https://api.cloudflare.com/client/v4/zones/1']],
    ['bound to an absolute URL', `${BASE} const full = (p) => (p.startsWith('http') ? p : BASE + p); probe(full('https://h.example/z'))`, ['https://h.example/z']],
    ['bound to an unknown: both', `${BASE} const full = (p) => (p.startsWith('http') ? p : BASE + p); function g(x) { probe(full(x)) }`, ['unknown', 'https://api.cloudflare.com/client/v4{}']],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toEqual(expected);
  });
});

describe('oneTemplate: the branch that builds on the string tested', () => {
  test.each([
    ['a parameter: the root branch, its read marked', `${BASE} function f(p) { const url = p.startsWith('http') ? p : BASE + p; probe(url) }`, 'https://api.cloudflare.com/client/v4{when:http:false}'],
    ['a destructured option', `${BASE} function f({ path }) { const url = path.startsWith('http') ? path : \`\${BASE}\${path}\`; probe(url) }`, 'https://api.cloudflare.com/client/v4{when:http:false}'],
    ['neither branch sends the string whole: no template', `${BASE} function f(p) { const url = p.startsWith('http') ? BASE + '/a' + p : BASE + p; probe(url) }`, '{}'],
    ['another name tested: no template', `${BASE} function f(p, q) { const url = q.startsWith('http') ? q : BASE + p; probe(url) }`, '{}'],
  ])('%s', (_, code, expected) => {
    expect(template(code)).toBe(expected);
  });
});
