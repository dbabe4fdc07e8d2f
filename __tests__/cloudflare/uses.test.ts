import { findApiCalls, literalUses, safeLiteralEdits, segmentSite } from '../../src/cloudflare';
import { parseForEdit } from '../../src/parse/parse';

const j = require('jscodeshift');
const API = "const API = 'https://api.cloudflare.com/client/v4';\n";
const ACCOUNT = /\/client\/v4\/accounts\/[^/?#]+\/$/;

function setup(code: string) {
  const root = j(parseForEdit(code, 'x.ts'));
  const ctx = { j, root, config: {} };
  return { root, calls: findApiCalls(ctx) };
}

describe('where a URL literal is used', () => {
  test('a literal at the call site is used by that call only', () => {
    const { root, calls } = setup(API + "fetch(`${API}/accounts/${a}/tunnels/${t}`, { method: 'DELETE' });");
    const site = segmentSite(calls[0].url!, 'tunnels', ACCOUNT)!;
    expect(site.offset).toBe(1);
    expect(literalUses({ j, root }, site.node)!.map((p) => p.value)).toEqual([calls[0].urlNode]);
  });

  test('a const shared by a list call and an item call: uses follow every reference, through other consts', () => {
    const code =
      API +
      'const TUNNELS = `${API}/accounts/${a}/tunnels`;\nconst ONE = `${TUNNELS}/${t}`;\n' +
      "fetch(TUNNELS);\nfetch(ONE, { method: 'DELETE' });\naxios.post(TUNNELS, { name });";
    const { root, calls } = setup(code);
    expect(calls.map((c) => `${c.method} ${c.endpoint}`)).toEqual([
      'GET /accounts/:param/tunnels',
      'DELETE /accounts/:param/tunnels/:param',
      'POST /accounts/:param/tunnels',
    ]);
    const sites = calls.map((c) => segmentSite(c.url!, 'tunnels', ACCOUNT)!.node);
    expect(new Set(sites).size).toBe(1);
    expect(literalUses({ j, root }, sites[0])!.map((p) => j(p).toSource())).toEqual(['ONE', 'TUNNELS', 'TUNNELS']);
    const planned = calls.map((c) => ({ urlNode: c.urlNode, literals: [segmentSite(c.url!, 'tunnels', ACCOUNT)!.node] }));
    // The list call stays: the const it shares with the create and delete calls must not change.
    expect(safeLiteralEdits({ j, root }, planned.slice(1)).shared).toHaveLength(2);
    // Every call built on the const moves: the const is edited once for all.
    expect(safeLiteralEdits({ j, root }, planned).safe).toHaveLength(3);
  });

  test('an exported const, or one passed elsewhere, is not the call site\'s to edit', () => {
    const code = API + "export const TUNNELS = `${API}/accounts/${a}/tunnels`;\naxios.post(TUNNELS, { name });";
    const { root, calls } = setup(code);
    const node = segmentSite(calls[0].url!, 'tunnels', ACCOUNT)!.node;
    expect(safeLiteralEdits({ j, root }, [{ urlNode: calls[0].urlNode, literals: [node] }]).shared).toHaveLength(1);
    const logged = setup(API + "const U = `${API}/accounts/${a}/tunnels`;\nconsole.log(U);\naxios.post(U, { name });");
    const n2 = segmentSite(logged.calls[0].url!, 'tunnels', ACCOUNT)!.node;
    expect(safeLiteralEdits({ j, root: logged.root }, [{ urlNode: logged.calls[0].urlNode, literals: [n2] }]).shared).toHaveLength(1);
  });

  test('a parameter spelled like the const is another binding: not a use of its literal', () => {
    const code = API + "const TUNNELS = `${API}/accounts/${a}/tunnels`;\nfunction log(TUNNELS) { console.log(TUNNELS); }\naxios.post(TUNNELS, { name });";
    const { root, calls } = setup(code);
    const node = segmentSite(calls[0].url!, 'tunnels', ACCOUNT)!.node;
    expect(literalUses({ j, root }, node)!.map((p) => j(p).toSource())).toEqual(['TUNNELS']);
    expect(safeLiteralEdits({ j, root }, [{ urlNode: calls[0].urlNode, literals: [node] }]).safe).toHaveLength(1);
  });

  test('a URL kept on the instance (this.x set in the constructor) is followed to its uses', () => {
    const code =
      "class T { constructor(a) { this.base = `https://api.cloudflare.com/client/v4/accounts/${a}/tunnels`; }\n" +
      "  remove(id) { return axios.delete(`${this.base}/${id}`); }\n  list() { return axios.get(this.base); } }";
    const { root, calls } = setup(code);
    const node = segmentSite(calls[0].url!, 'tunnels', ACCOUNT)!.node;
    expect(literalUses({ j, root }, node)!.map((p) => j(p).toSource())).toEqual(['`${this.base}/${id}`', 'this.base']);
    const planned = calls.map((c) => ({ urlNode: c.urlNode, literals: [node] }));
    expect(safeLiteralEdits({ j, root }, [planned[0]]).shared).toHaveLength(1);
    expect(safeLiteralEdits({ j, root }, planned).safe).toHaveLength(2);
  });

  test('a segment in a read-only base (axios instance) has no site', () => {
    const { calls } = setup("const cf = axios.create({ baseURL: `https://api.cloudflare.com/client/v4/accounts/${a}/tunnels` });\ncf.delete(`/${t}`);");
    expect(calls).toHaveLength(1);
    expect(segmentSite(calls[0].url!, 'tunnels', ACCOUNT)).toBeUndefined();
  });
});

describe('SDK rows', () => {
  test.each([
    ['v3 tunnels: create/get/delete reach /tunnels, edit and connections.get already /cfd_tunnel', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.zeroTrust.tunnels.create({ account_id, name, tunnel_secret });\ncf.zeroTrust.tunnels.edit(id, { account_id });\ncf.zeroTrust.tunnels.connections.get(id, { account_id });", ['POST /accounts/:account_id/tunnels', 'PATCH /accounts/:account_id/cfd_tunnel/:tunnel_id', 'GET /accounts/:account_id/cfd_tunnel/:tunnel_id/connections']],
    ['v3 bookmarks.create takes the bookmark id', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.zeroTrust.access.bookmarks.create(id, { account_id, body: {} });\ncf.zeroTrust.access.bookmarks.list({ account_id });", ['POST /accounts/:account_id/access/bookmarks/:bookmark_id', 'GET /accounts/:account_id/access/bookmarks']],
  ])('%s', (_name, code, expected) => {
    expect(setup(code).calls.map((c) => `${c.method} ${c.endpoint}`)).toEqual(expected);
  });
});
