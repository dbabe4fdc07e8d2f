import { isApiUrl, resolveUrl, urlExpressions } from '../../src/cloudflare';
import { parseForEdit } from '../../src/parse/parse';

const j = require('jscodeshift');

/** The resolved text of the last URL expression in a snippet, or null when it is not anchored. */
function endpointOf(code: string, config = {}): string | null {
  const root = j(parseForEdit(code, 'x.ts'));
  const exprs = urlExpressions(j, root);
  const url = resolveUrl({ j, root, node: exprs[exprs.length - 1].value, config });
  return isApiUrl(url) ? url.text : null;
}

test.each([
  ["f('https://api.cloudflare.com/client/v4/zones/z/dns_records')", 'https://api.cloudflare.com/client/v4/zones/z/dns_records'],
  ["const A = 'https://api.cloudflare.com/client/v4'; f(`${A}/zones/${id}/x`)", 'https://api.cloudflare.com/client/v4/zones/:param/x'],
  ["const A = 'https://api.cloudflare.com/client/v4'; f(A + '/zones/' + id)", 'https://api.cloudflare.com/client/v4/zones/:param'],
  ["const A = 'https://api.cloudflare.com/client/v4'; const B = `${A}/zones/${z}`; f(`${B}/y`)", 'https://api.cloudflare.com/client/v4/zones/:param/y'],
  ["f(`${CF_BASE}/zones/${z}`)", null],
  ["let A = 'https://api.cloudflare.com/client/v4'; f(`${A}/zones`)", null],
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
