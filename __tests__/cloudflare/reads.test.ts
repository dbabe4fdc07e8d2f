import { bindingReads, fieldReads, findApiCalls, responseBindings } from '../../src/cloudflare';
import { parseForEdit } from '../../src/parse/parse';

const j = require('jscodeshift');
const API = "const API = 'https://api.cloudflare.com/client/v4';\n";

/** Field chains read from the first call's response (envelope level), joined with dots. */
function reads(code: string): string[] {
  const root = j(parseForEdit(code, 'x.ts'));
  const ctx = { j, root, config: {} };
  const call = findApiCalls(ctx)[0];
  const out = new Set<string>();
  for (const b of responseBindings(ctx, call)) {
    for (const r of bindingReads(ctx, b.id)) out.add(r.fields.join('.'));
  }
  return [...out].sort();
}

describe('field reads from a response', () => {
  test.each([
    ['member chains', 'async function f() { const res = await fetch(`${API}/zones/${z}/analytics/dashboard`); const body = await res.json(); return [body.result.totals.requests.all, body.success]; }', ['result.totals.requests.all', 'success']],
    ['a const alias and destructuring', 'async function f() { const { data } = await axios.get(`${API}/zones/${z}/analytics/dashboard`); const t = data.result.totals; const { uniques, pageviews: pv } = t; return uniques.all + pv.all; }', ['result.totals.pageviews.all', 'result.totals.uniques.all']],
    ['element iteration: map, for-of, index', 'async function f() { const body = await (await fetch(`${API}/zones/${z}/analytics/dashboard`)).json(); const a = body.result.timeseries.map((p) => p.requests.cached); for (const { bandwidth } of body.result.timeseries) use(bandwidth.all); return body.result.timeseries[0].since; }', ['result.timeseries.[].bandwidth.all', 'result.timeseries.[].requests.cached', 'result.timeseries.[].since']],
  ])('%s', (_name, code, expected) => {
    expect(reads(API + code)).toEqual(expected);
  });

  test('fieldReads from one expression', () => {
    const root = j(parseForEdit('const n = x.result.totals.threats.all;', 'x.ts'));
    const start = root.find(j.Identifier, { name: 'x' }).paths()[0];
    expect(fieldReads({ j, root }, start).map((r) => r.fields.join('.'))).toEqual(['result.totals.threats.all']);
  });
});
