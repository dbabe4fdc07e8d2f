/**
 * The layer's template question (src/flow/one-template.ts): the one template an expression is
 * written as. Each case asks about the argument of `probe(…)`; a text part is shown as its text when
 * the expression may edit it where it is written, in brackets when it may not (`[/zones/]`), and a
 * dynamic part as `{origin}` (`{?}` when the layer does not say where it comes from); empty text
 * (a template's last quasi) is left out.
 */
import type { ASTNode } from 'jscodeshift';
import { probeIn } from '../helpers/probe';
import { oneTemplate, type TemplatePart } from '../../src/flow';

const show = (p: TemplatePart): string => (p.kind === 'text' ? (p.node ? p.text : `[${p.text}]`) : `{${p.origin?.kind ?? '?'}}`);

function ask(code: string, known?: (n: ASTNode) => TemplatePart[] | undefined): string {
  const { j, root, at } = probeIn(code);
  return oneTemplate({ ctx: { j, root }, node: at.value.arguments[0], known }).parts.filter((p) => p.kind !== 'text' || p.text !== '').map(show).join(' ');
}

describe('oneTemplate', () => {
  test.each([
    ['a literal, a template and `+` taken apart where written', "probe('https://h/v4' + `/zones/${id}/x`)", 'https://h/v4 /zones/ {?} /x'],
    ["a const's literal is editable there", "const base = 'https://h/v4'; probe(base + '/zones')", 'https://h/v4 /zones'],
    ['a value that varies is a hole at that part only, the literals around it stay editable', "const kind = c ? 'a' : 'b'; probe(`/zones/${kind}/x`)", '/zones/ {?} /x'],
    ['a hole a const holds says it is a parameter', 'function f(zone) { const p = `/zones/${zone}`; probe(p + "/x") }', '/zones/ {parameter} /x'],
    ["a function's text is read-only at a call", 'const zonePath = (z) => `/zones/${z}`; probe(zonePath(id) + "/x")', '[/zones/] {?} /x'],
    ['an empty const standing for a path segment is a placeholder', "const ZONE = ''; probe(`/zones/${ZONE}/x`)", '/zones/ {?} /x'],
    ['an empty const not between slashes is text', "const SUFFIX = ''; probe(`/zones${SUFFIX}`)", '/zones'],
    ['a URL object read as it is made and changed', "const u = new URL('https://h/v4/'); u.pathname += '/zones'; probe(u.href)", 'https://h/v4/ /zones'],
  ])('%s', (_, code, expected) => {
    expect(ask(code)).toBe(expected);
  });

  test("the caller's own parts are asked first, for what the layer does not know", () => {
    const known = (n: ASTNode): TemplatePart[] | undefined => (n.type === 'Identifier' && n.name === 'API' ? [{ kind: 'text', text: 'https://api/v4', node: null }] : undefined);
    expect(ask('probe(`${API}/zones/${id}`)', known)).toBe('[https://api/v4] /zones/ {?}');
    expect(ask('probe(`${API}/zones/${id}`)')).toBe('{?} /zones/ {?}');
  });
});
