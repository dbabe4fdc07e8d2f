import { removeQueryParam, removeTrailingSegment, renamePathSegment, resolveUrl, segmentWrittenIn } from '../../src/cloudflare';
import { parseForEdit } from '../../src/parse/parse';

const j = require('jscodeshift');

/** Resolves the URL passed to `f(...)` (the last call in the snippet). */
function urlOf(code: string) {
  const root = j(parseForEdit(code, 'x.ts'));
  const calls = root.find(j.CallExpression, { callee: { name: 'f' } }).paths();
  return { root, url: resolveUrl({ j, root, node: calls[calls.length - 1].value.arguments[0], config: {} }) };
}

const UNDER_DNS_SETTINGS = /\/client\/v4\/zones\/[^/?#]+\/dns_settings$/;

describe('removeTrailingSegment', () => {
  test.each([
    ["f('https://api.cloudflare.com/client/v4/zones/z/dns_settings/use_apex_ns')", 'removed', "f('https://api.cloudflare.com/client/v4/zones/z/dns_settings')"],
    ["const A = 'https://api.cloudflare.com/client/v4'; f(`${A}/zones/${z}/dns_settings/use_apex_ns?x=1`)", 'removed', "const A = 'https://api.cloudflare.com/client/v4'; f(`${A}/zones/${z}/dns_settings?x=1`)"],
    ["const A = 'https://api.cloudflare.com/client/v4'; f(A + '/zones/' + z + '/dns_settings/use_apex_ns')", 'removed', "const A = 'https://api.cloudflare.com/client/v4'; f(A + '/zones/' + z + '/dns_settings')"],
    ["const U = `https://api.cloudflare.com/client/v4/zones/${z}/dns_settings/use_apex_ns`; f(U)", 'removed', 'const U = `https://api.cloudflare.com/client/v4/zones/${z}/dns_settings`; f(U)'],
    // split over two literals, dynamic, not the last segment, another parent: nothing changes
    ["f('https://api.cloudflare.com/client/v4/zones/z/dns_settings/' + 'use_apex_ns')", 'not-editable', null],
    ["f(`https://api.cloudflare.com/client/v4/zones/${z}/dns_settings/${s}`)", 'not-found', null],
    ["f('https://api.cloudflare.com/client/v4/zones/z/dns_settings/use_apex_ns/x')", 'not-found', null],
    ["f('https://api.cloudflare.com/client/v4/zones/z/settings/use_apex_ns')", 'not-found', null],
    ["f('https://api.cloudflare.com/client/v4/zones/z/dns_settings/use_apex_ns_2')", 'not-found', null],
  ])('%s → %s', (code, status, expected) => {
    const { root, url } = urlOf(code);
    expect(removeTrailingSegment(url, 'use_apex_ns', UNDER_DNS_SETTINGS)).toBe(status);
    expect(root.toSource({ quote: 'single' })).toBe(expected ?? code);
  });

  test('a literal shared by two calls is edited once', () => {
    const code = "const U = 'https://api.cloudflare.com/client/v4/zones/z/dns_settings/use_apex_ns'; f(U); f(U)";
    const root = j(parseForEdit(code, 'x.ts'));
    const edited = new Set();
    const urls = root.find(j.CallExpression, { callee: { name: 'f' } }).paths().map((p: any) => resolveUrl({ j, root, node: p.value.arguments[0], config: {} }));
    expect(urls.map((u: any) => removeTrailingSegment(u, 'use_apex_ns', UNDER_DNS_SETTINGS, edited))).toEqual(['removed', 'removed']);
    expect(root.toSource({ quote: 'single' })).toBe("const U = 'https://api.cloudflare.com/client/v4/zones/z/dns_settings'; f(U); f(U)");
  });

  test('a read-only part (a configured base or a wrapper prefix) is not edited', () => {
    const root = j(parseForEdit("f(`${CF}/zones/${z}/dns_settings/use_apex_ns`)", 'x.ts'));
    const call = root.find(j.CallExpression).paths()[0];
    const url = resolveUrl({ j, root, node: call.value.arguments[0], config: { baseConstants: ['CF'] } });
    const readOnly = { ...url, parts: url.parts.map((p) => (p.kind === 'text' ? { ...p, node: null } : p)) };
    expect(removeTrailingSegment(readOnly, 'use_apex_ns', UNDER_DNS_SETTINGS)).toBe('not-editable');
  });

  test('renamePathSegment still renames in place', () => {
    const { root, url } = urlOf("f('https://api.cloudflare.com/client/v4/zones/z/script_monitor/scripts')");
    expect(renamePathSegment({ url, from: 'script_monitor', to: 'page_shield', prefix: /\/zones\/[^/]+\/$/ })).toBe(1);
    expect(root.toSource({ quote: 'single' })).toBe("f('https://api.cloudflare.com/client/v4/zones/z/page_shield/scripts')");
  });
});

describe('removeQueryParam', () => {
  const A = 'https://api.cloudflare.com/client/v4/radar/attacks/layer7/top/attacks';
  test.each([
    [`f('${A}?magnitude=M&limit=5')`, 'removed', `f('${A}?limit=5')`],
    [`f('${A}?limit=5&magnitude=M')`, 'removed', `f('${A}?limit=5')`],
    [`f('${A}?a=1&magnitude=M&b=2')`, 'removed', `f('${A}?a=1&b=2')`],
    [`f('${A}?magnitude=M')`, 'removed', `f('${A}')`],
    [`f(\`${A}?magnitude=M&limit=\${n}\`)`, 'removed', `f(\`${A}?limit=\${n}\`)`],
    // another value, a longer name or value, no query, split over literals: nothing changes
    [`f('${A}?magnitude=AFFECTED_ZONES')`, 'not-found', null],
    [`f('${A}?xmagnitude=M')`, 'not-found', null],
    [`f('${A}?magnitude=MM')`, 'not-found', null],
    [`f('${A}')`, 'not-found', null],
    [`f('${A}?limit=5&' + 'magnitude=M')`, 'not-editable', null],
  ])('%s → %s', (code, status, expected) => {
    const { root, url } = urlOf(code);
    expect(removeQueryParam(url, 'magnitude', 'M')).toBe(status);
    expect(root.toSource({ quote: 'single' })).toBe(expected ?? code);
  });
});

describe('segmentWrittenIn', () => {
  test('finds the literal of a read-only part, so an edit made where it is written can be seen', () => {
    const { url } = urlOf("const B = 'https://api.cloudflare.com/client/v4/accounts/a/workers/namespaces'; f(B)");
    const written = segmentWrittenIn(url, 'workers/namespaces', /\/accounts\/[^/]+\/$/);
    const readOnly = { ...url, parts: url.parts.map((p) => (p.kind === 'text' ? { ...p, node: null, written: p.node } : p)) };
    expect(written).toBeDefined();
    expect(segmentWrittenIn(readOnly, 'workers/namespaces', /\/accounts\/[^/]+\/$/)).toBe(written);
    expect(segmentWrittenIn(url, 'workers/scripts', /\/accounts\/[^/]+\/$/)).toBeUndefined();
  });
});
