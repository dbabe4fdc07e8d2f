import { findApiCalls } from '../../src/cloudflare';
import { parseForEdit } from '../../src/parse/parse';

const j = require('jscodeshift');
const API = "const API = 'https://api.cloudflare.com/client/v4';\n";

/** Whether the call of `get` at the end of the snippet goes through a wrapper that hands out its request's answer. */
function answers(wrapper: string): boolean | undefined {
  const root = j(parseForEdit(`${API}${wrapper}\nget(\`/zones/\${z}/dns_records?type=A\`);`, 'x.ts'));
  const [call] = findApiCalls({ j, root, config: {} }).filter((c) => c.surface === 'wrapper');
  if (!call) throw new Error('no wrapper call');
  return call.wrapperReturnsAnswer;
}

describe('answer-returns: a wrapper hands out what its one request answered', () => {
  test.each([
    ['the parsed result', 'async function get(p) { const r = await fetch(`${API}${p}`); return (await r.json()).result; }'],
    ['the first record, nothing on failure', 'async function get(p) { try { const r = await fetch(`${API}${p}`); const b = await r.json(); return b?.result?.[0]; } catch { return false; } }'],
    ['a schema parse of the result, destructured', 'async function get(p) { const r = await fetch(`${API}${p}`); const { result } = schema.parse(await r.json()); return result; }'],
    ['an axios response data, an arrow', 'const get = async (p) => (await axios.get(`${API}${p}`)).data.result;'],
    ['a record picked with find', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); return b.result.find((x) => x.proxied); }'],
    ['the result through .then callbacks', 'function get(p) { return fetch(`${API}${p}`).then((r) => r.json()).then(function (b) { return b.result; }); }'],
    ['the result, another object written beside it', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); const seen = {}; seen.at = Date.now(); return b.result; }'],
  ])('%s', (_name, wrapper) => {
    expect(answers(wrapper)).toBe(true);
  });

  test.each([
    ['a second request', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); if (b.result.length) return b.result[0]; const all = await fetch(`${API}/zones/z/dns_records`); return (await all.json()).result[0]; }'],
    ['a cache', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); return cache.get(p) ?? b.result[0]; }'],
    ['a value it builds', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); return { id: b.result[0].id, type: "A" }; }'],
    ['a parameter', 'async function get(p, fallback) { const r = await fetch(`${API}${p}`); if (!r.ok) return fallback; return (await r.json()).result; }'],
    ['a name given twice', 'async function get(p) { const r = await fetch(`${API}${p}`); { const r = other(); return r; } }'],
    ['fallback records written into the answer', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); if (!b.result.length) b.result = DEFAULTS; return b.result; }'],
    ['records pushed into the answer', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); b.result.push(...DEFAULTS); return b.result; }'],
    ['the answer merged with defaults', 'async function get(p) { const r = await fetch(`${API}${p}`); const { result } = await r.json(); Object.assign(result, DEFAULTS); return result; }'],
    ['rows a .then callback builds', 'function get(p) { return fetch(`${API}${p}`).then((r) => r.json()).then((b) => ({ result: b.result.map(toRow) })); }'],
    ['nothing at all', 'async function get(p) { await fetch(`${API}${p}`); return null; }'],
    ['a let given the defaults after the answer', 'async function get(p) { const r = await fetch(`${API}${p}`); let { result } = await r.json(); if (!result) result = DEFAULTS; return result; }'],
    ['records pushed into the answer through another name', 'async function get(p) { const r = await fetch(`${API}${p}`); const b = await r.json(); const list = b.result; list.push(FALLBACK); return b.result; }'],
  ])('not: %s', (_name, wrapper) => {
    expect(answers(wrapper)).toBeUndefined();
  });
});
