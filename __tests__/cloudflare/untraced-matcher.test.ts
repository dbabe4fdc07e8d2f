import { untracedMatcher } from '../../src/cloudflare/untraced/untraced-matcher';
import type { UntracedEndpoint } from '../../src/types';

/*
 * The prefilter's test for the second tier (src/cloudflare/untraced/untraced-matcher.ts): which
 * transforms' untraced endpoints a text may spell, before it is parsed. It must pass every text in
 * which untraced.ts can find a spelling, and may drop the texts that only hold the words inside others.
 */

const FILTERS: readonly UntracedEndpoint[] = [{ template: '/zones/:zone_id/firewall/rules' }, { template: '/zones/:zone_id/filters' }];
const BROTLI: readonly UntracedEndpoint[] = [{ template: '/zones/:zone_id/settings/brotli' }];
const match = untracedMatcher([FILTERS, BROTLI]);
const which = (text: string): string[] => match(text).map((i) => ['filters', 'brotli'][i]);

describe('untraced matcher', () => {
  test.each([
    ['a path in a template literal', 'fetch(`${base}/zones/${zoneId}/filters`, { headers });', ['filters']],
    ['a path concatenated, CRLF between', "const u = '/zones/' + id +\r\n\t'/filters';", ['filters']],
    ['a path array', "request(['zones', id, 'firewall', 'rules']);", ['filters']],
    ['a base expression before the path', 'get(`${API}zones/${id}/filters`);', ['filters']],
    ['a client path template', "const FILTERS = 'zones/:zoneId/filters';", ['filters']],
    ['an SDK chain with a scope param', 'await cf.filters.list({ zone_id: z });', ['filters']],
    ['an SDK chain over lines, optional and non-null', 'client\n\t?.filters!\n\t.get(id);', ['filters']],
    ['an SDK chain through quoted properties', "cf['filters'][\"get\"]({ zone_id });", ['filters']],
    ['an SDK chain through a cast', '(cf.firewall as Fw).rules.list({ zone_id });', ['filters']],
    ['a setting chain', "cloudflare.zones.settings.edit('brotli', { zone_id, value: 'on' });", ['brotli']],
    ['an exported list of settings', "export const PRESET = [{ id: 'brotli', value: 'on' }];", ['brotli']],
    ['an exported table by setting', 'export default { brotli: "off" };', ['brotli']],
  ])('%s', (_, text, want) => {
    expect(which(text)).toEqual(want);
  });

  test.each([
    // A data module of a dependency (a browser-features table): the words only inside others.
    ['words inside keys and names', 'module.exports={"css-filters":require("./features/css-filters"),"brotli-x":1,getClient:f,createList:g,"zones-data":z};'],
    ['a chain name as part of an identifier', 'client.getFilters({ zone_id }); filtersList.create();'],
    ['a setting named, not exported', "const s = ['brotli'];"],
    ['nothing', 'const a = 1;'],
  ])('decoy: %s', (_, text) => {
    expect(which(text)).toEqual([]);
  });
});
