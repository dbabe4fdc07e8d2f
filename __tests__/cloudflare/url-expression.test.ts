import { isApiUrl, resolveApiUrl, resolveUrl } from '../../src/cloudflare';
import { outermostStrings } from '../../src/flow';
import { parseForEdit } from '../../src/parse/parse';

const j = require('jscodeshift');

/** The resolved text of the last URL expression in a snippet, or null when it is not anchored. */
function endpointOf(code: string, config = {}): string | null {
  const root = j(parseForEdit(code, 'x.ts'));
  const exprs = outermostStrings(j, root);
  const url = resolveUrl({ j, root, node: exprs[exprs.length - 1].value, config });
  return isApiUrl(url) ? url.text : null;
}

test.each([
  ["f('https://api.cloudflare.com/client/v4/zones/z/dns_records')", 'https://api.cloudflare.com/client/v4/zones/z/dns_records'],
  ["const A = 'https://api.cloudflare.com/client/v4'; f(`${A}/zones/${id}/x`)", 'https://api.cloudflare.com/client/v4/zones/:param/x'],
  ["const A = 'https://api.cloudflare.com/client/v4'; f(A + '/zones/' + id)", 'https://api.cloudflare.com/client/v4/zones/:param'],
  ["const A = 'https://api.cloudflare.com/client/v4'; const B = `${A}/zones/${z}`; f(`${B}/y`)", 'https://api.cloudflare.com/client/v4/zones/:param/y'],
  ["f(`${CF_BASE}/zones/${z}`)", null],
  // A module's `let` nothing writes holds its initialiser (an importer cannot assign it); one written again is a choice.
  ["let A = 'https://api.cloudflare.com/client/v4'; f(`${A}/zones`)", 'https://api.cloudflare.com/client/v4/zones'],
  ["let A = 'https://api.cloudflare.com/client/v4'; if (x) A = 'https://example.com'; f(`${A}/zones`)", null],
  // A choice inside a const's template is a dynamic part of it.
  ["const A = 'https://api.cloudflare.com/client/v4'; const P = `${A}/zones/${z}/${c ? 'a' : 'b'}`; f(`${P}/x`)", 'https://api.cloudflare.com/client/v4/zones/:param/:param/x'],
  // A const of the same name in another function is not this one.
  ["function g() { const A = 'https://api.cloudflare.com/client/v4'; } function h() { f(`${A}/zones`) }", null],
  ["f('https://api.cloudflare.com.evil.example/client/v4/zones')", null],
  ["f('/client/v4/zones/z')", null],
  ["f('https://example.com/zones/z/script_monitor')", null],
  // A base held by a configuration object, a static method or a getter.
  ["const cfg = { cf: { base: 'https://api.cloudflare.com/client/v4' } }; f(`${cfg.cf.base}/zones/${z}`)", 'https://api.cloudflare.com/client/v4/zones/:param'],
  ["function load() { return { base: 'https://api.cloudflare.com/client/v4' }; } const c = load(); f(`${c.base}/zones`)", 'https://api.cloudflare.com/client/v4/zones'],
  ["const cfg = { base: 'https://api.cloudflare.com/client/v4' }; cfg.base = other; f(`${cfg.base}/zones`)", null],
  ["const cfg = { get base() { return 'https://api.cloudflare.com/client/v4'; } }; f(`${cfg.base}/zones`)", 'https://api.cloudflare.com/client/v4/zones'],
  ["class A { static root() { return 'https://api.cloudflare.com/client/v4'; } } f(`${A.root()}/zones`)", 'https://api.cloudflare.com/client/v4/zones'],
  ["class A { static root(r) { return 'https://api.cloudflare.com/client/v4'; } } f(`${A.root('x')}/zones`)", null],
  ["class A { static get root() { return 'https://api.cloudflare.com/client/v4'; } } f(`${A.root}/zones`)", 'https://api.cloudflare.com/client/v4/zones'],
  ["class A { get base() { return 'https://api.cloudflare.com/client/v4'; } go() { return f(`${this.base}/zones`); } }", 'https://api.cloudflare.com/client/v4/zones'],
  ["class A { base() { return 'https://api.cloudflare.com/client/v4'; } go() { return f(`${this.base()}/zones`); } }", 'https://api.cloudflare.com/client/v4/zones'],
  // A plain function nested in a method has a `this` of its own: not the class's getter.
  ["class A { get base() { return 'https://api.cloudflare.com/client/v4'; } go() { return function () { return f(`${this.base}/zones`); }; } }", null],
  ["class A { get base() { return 'https://api.cloudflare.com/client/v4'; } go() { return () => f(`${this.base}/zones`); } }", 'https://api.cloudflare.com/client/v4/zones'],
  ["class A { static root() { if (x) return 'https://api.cloudflare.com/client/v4'; return 'https://example.com'; } } f(`${A.root()}/zones`)", null],
  ["const cfg = { base: 'https://example.com/api' }; f(`${cfg.base}/zones`)", null],
])('%s → %s', (code, expected) => {
  expect(endpointOf(code)).toBe(expected);
});

test('a configured base constant anchors the URL', () => {
  expect(endpointOf('f(`${CF_BASE}/zones/${z}`)', { baseConstants: ['CF_BASE'] })).toBe(
    'https://api.cloudflare.com/client/v4/zones/:param',
  );
});

/**
 * Where the URL's text parts of the URL a snippet sends with `f(…)` may be edited from it: `E` editable
 * (its literal), `R` read-only (written in a function a call returns from, or a base shared another
 * way: `written` names the literal), `C` computed, `D` a dynamic part.
 */
function marks(code: string): string {
  const root = j(parseForEdit(code, 'x.ts'));
  // The URL given to `f(…)`, not a segment or separator written inside it.
  const sent = outermostStrings(j, root).filter((p) => p.parent?.value.type === 'CallExpression' && p.parent.value.callee.name === 'f');
  const url = resolveUrl({ j, root, node: sent[sent.length - 1].value, config: {} });
  return `${url.text} ${url.parts.map((p) => (p.kind === 'text' ? (p.node ? 'E' : p.written ? 'R' : 'C') : 'D')).join('')}`;
}

const API = 'https://api.cloudflare.com/client/v4';

// What the value-flow layer answers for a member read or a call (src/flow/templates.ts).
test.each([
  [`class A { get base() { return process.env.CF ?? '${API}'; } go() { return f(\`\${this.base}/zones\`); } }`, `${API}/zones EEE`],
  [`const cfg = { base: process.env.CF ?? '${API}' }; f(\`\${cfg.base}/zones\`)`, `${API}/zones EEE`],
  [`const cfg = { base: process.env.CF || '' }; f(\`\${cfg.base}/zones\`)`, ':param/zones EDE'],
  // The default is taken through a template the layer builds with it too.
  [`const ROOT = process.env.CF ?? 'https://api.cloudflare.com'; const cfg = { base: \`\${ROOT}/client/v4\` }; f(\`\${cfg.base}/zones\`)`, `${API}/zones EEEEE`],
  [`const cfg = { base: c ? '${API}' : 'https://example.com' }; f(\`\${cfg.base}/zones\`)`, ':param/zones EDE'],
  // An unknown the layer meets is followed by the resolver (`new URL(…).href`), read-only when a call returned it.
  [`class A { static root() { return new URL('${API}/').href; } } f(\`\${A.root()}zones\`)`, `${API}/zones ERE`],
  [`const cfg = { base: new URL('${API}/').href }; f(\`\${cfg.base}zones\`)`, `${API}/zones EEE`],
  // Segments joined (mapped with an encoder or not): each editable in the list, the separators computed.
  [`f(\`${API}/\${['zones', z, 'rate_limits'].map(encodeURIComponent).join('/')}\`)`, `${API}/zones/:param/rate_limits EECDCEE`],
  // A function's path is the function's: read-only at each call.
  ["const zonePath = (id) => `/zones/${id}/rate_limits`; f(`" + API + '${zonePath(z)}`)', `${API}/zones/:param/rate_limits ERDRE`],
  // A member of a loop's element is one value per element: not a single URL (the loop's own question).
  [`for (const s of [{ id: 'minify' }]) f(\`${API}/zones/\${z}/settings/\${s.id}\`)`, `${API}/zones/:param/settings/:param EDEDE`],
])('%s → %s', (code, expected) => {
  expect(marks(code)).toBe(expected);
});

// resolveApiUrl skips a string whose leading literal no API URL starts with, and asks a literal's other
// uses only of an API URL: every answer it gives is resolveUrl's, and it gives none exactly when that is no API URL.
test.each([
  `f('${API}/zones/z'); g('unrelated text')`,
  `f('http://api.cloudflare.com/client/v4/zones'); f('//api.cloudflare.com/client/v4?x')`,
  `f('${API}x/zones'); f('${API}'); f('${API}#a'); f('https://api.cloudflare.com/client/v40')`,
  `f('https://api.cloud' + 'flare.com/client/v4/zones'); f('https:' + '//api.cloudflare.com/client/v4')`,
  `f(\`https://\${host}/client/v4\`); f(\`\${'${API}'}/zones\`); f('' + '${API}/zones'); f(\`\` + '${API}')`,
  `const A = '${API}'; const B = A; f(\`\${A}/zones/\${z}\`); f(B + '/zones'); f('zones/' + A); log(A)`,
  `const seg = 'script_monitor'; f(\`${API}/zones/\${z}/\${seg}\`); app.get('/' + seg)`,
  `f(('${API}' as string) + '/zones'); f(\`Cannot find \${name}\` + '${API}')`,
])('resolveApiUrl agrees with resolveUrl: %s', (code) => {
  const startOf = (n: unknown): number | undefined => (n as { start?: number } | null | undefined)?.start;
  const root = j(parseForEdit(code, 'x.ts'));
  const strings = outermostStrings(j, root);
  expect(strings.length).toBeGreaterThan(1);
  for (const p of strings) {
    const url = resolveUrl({ j, root, node: p.value, config: {} });
    const api = resolveApiUrl({ j, root, node: p.value, config: {} });
    if (!isApiUrl(url)) expect(api).toBeUndefined();
    else expect({ text: api?.text, parts: api?.parts.map((q) => [q.kind, q.kind === 'text' ? q.text : '', startOf(q.node), q.kind === 'text' ? startOf(q.written) : undefined]) }).toEqual({ text: url.text, parts: url.parts.map((q) => [q.kind, q.kind === 'text' ? q.text : '', startOf(q.node), q.kind === 'text' ? startOf(q.written) : undefined]) });
  }
});
