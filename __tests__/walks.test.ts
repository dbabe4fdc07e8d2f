/**
 * One walk per file (issue 31): every transform and recogniser reads the node index (or asks the
 * value-flow layer) instead of walking the tree itself, and the index is built again only after an
 * edit that moves nodes. This counts, for one file that every kind of call reaches, the whole-tree
 * walks a run of all transforms makes: index builds, and `root.find` walks from the file or its
 * program (jscodeshift walks with ast-types' visitor). A bound, not a timing: a recogniser that walks
 * the tree for each call, or an index rebuilt per question, shows here as a count that grows.
 */
import jscodeshift from 'jscodeshift';
import { registry } from '../transforms';
import { parseForEdit } from '../src/parse/parse';
import { processSource } from '../src/runner/process';
import { indexBuilds } from '../src/ast/node-index';
import type { RunModules } from '../src/types';

const API = 'https://api.cloudflare.com/client/v4';

/** A module of an app that talks to the API in several ways, with ordinary code around the calls. */
const source = [
  `import axios from 'axios';`,
  `const API = '${API}';`,
  `const http = axios.create({ baseURL: API });`,
  `const gateway = 'https://cloudflare-eth.com/v1/rinkeby';`,
  `export const chainId = 4;`,
  `function pathFor(zone) {`,
  `  return \`/zones/\${zone}/script_monitor/scripts\`;`,
  `}`,
  `export async function scripts(zone) {`,
  `  const res = await fetch(API + pathFor(zone));`,
  `  return res.json();`,
  `}`,
  `export async function addService(zone) {`,
  `  return fetch(\`\${API}/zones/\${zone}/dns_records\`, {`,
  `    method: 'POST',`,
  `    body: JSON.stringify({ type: 'SRV', data: { service: '_sip', proto: '_tcp', name: 'example.com', priority: 1, weight: 5, port: 5060, target: 'sip.example.com' } }),`,
  `  });`,
  `}`,
  `export const compress = (zone) => http.patch(\`/zones/\${zone}/settings/brotli\`, { value: 'on' });`,
  `export const tunnels = (account) => http.get(\`/accounts/\${account}/tunnels\`);`,
  `export const monitor = (zone) => fetch(\`\${API}/zones/\${zone}/script_monitor/scripts\`);`,
  `export const rules = (zone) => fetch(\`\${API}/zones/\${zone}/firewall/rules\`);`,
  `export function total(items) {`,
  `  return items.map((i) => i.size).filter(Boolean).reduce((a, b) => a + b, 0);`,
  `}`,
  `export const wallet = () => fetch(gateway, { method: 'POST', body: JSON.stringify({ chainId }) });`,
  // An update spreading the caller's input, whose type the code reads (dns-record-type-change's typeSpread).
  `export async function retype(zone, id, changes) {`,
  `  if (changes.type === 'CNAME') changes.proxied = true;`,
  `  return fetch(\`\${API}/zones/\${zone}/dns_records/\${id}\`, { method: 'PATCH', body: JSON.stringify({ ...changes, ttl: 1 }) });`,
  `}`,
  '',
].join('\n');

describe('whole-tree walks per file', () => {
  it('stays within its bound for a file that every kind of call reaches', () => {
    // The module jscodeshift's `find` calls `visit` of (through recast), not an interop copy of it.
    const visit = jest.spyOn(require('ast-types') as { visit: (...args: unknown[]) => unknown }, 'visit');
    const before = indexBuilds();
    const result = processSource({ input: source, filePath: 'src/cloudflare.mjs', transforms: registry, options: { markers: true, config: {}, displayPath: 'src/cloudflare.mjs' } });
    const builds = indexBuilds() - before;
    // root.find(…) walks from the root path it is given: the file's (or its program's) is a whole-tree walk.
    const wholeFinds = visit.mock.calls.filter(([node]) => {
      const at = node as { type?: string; value?: { type?: string } };
      const type = at.value?.type ?? at.type;
      return type === 'File' || type === 'Program';
    }).length;
    visit.mockRestore();
    // The file is edited (not only reported), by several transforms.
    expect(result.error).toBeUndefined();
    expect(result.changedBy).toEqual(expect.arrayContaining(['page-shield-route', 'rinkeby-to-sepolia', 'srv-data-to-name', 'brotli-setting']));
    // One build for the file's first question; after srv-data-to-name's edit of the body (it replaces
    // the body's node) the index is updated, not built again; no transform walks the whole tree with root.find.
    expect(builds).toBe(1);
    expect(wholeFinds).toBe(0);
  });

  it('does not build the index again after an edit to look for imported records in a file that imports nothing by name', () => {
    // In a run with the project index, srv-data-to-name asks after migrating the body for records
    // that functions imported from other modules return: with no named import there are none to
    // find, and asking rebuilt the index its own edit had invalidated (41 of 143 dense files).
    const modules: RunModules = { declaration: () => undefined, importers: () => [], configOf: (_file, _program, config) => config };
    const srv = registry.filter((t) => t.id === 'srv-data-to-name');
    const body = source.replace(`import axios from 'axios';`, `const axios = require('axios');`);
    const before = indexBuilds();
    const result = processSource({ input: body, filePath: 'src/cloudflare.js', transforms: srv, options: { markers: true, config: {}, displayPath: 'src/cloudflare.js', modules } });
    expect(result.changedBy).toEqual(['srv-data-to-name']);
    expect(indexBuilds() - before).toBe(1);
  });

  it('builds the index once for a file whose URL literals are reached through consts, one of them also the app\'s own route', () => {
    // Each literal held by a const (or a const object's member) is asked for its other uses
    // (literal-uses.ts): through the runner's memo, not with an index of its own per literal.
    const shared = [
      `const express = require('express');`,
      `const API = '${API}';`,
      `const ACCOUNT = process.env.CF_ACCOUNT;`,
      `const ZONE = process.env.CF_ZONE;`,
      `const ZONE_PATH = \`/zones/\${ZONE}\`;`,
      `const ROUTES = {`,
      `  kvKeys: \`/accounts/\${ACCOUNT}/workers/namespaces/cache/keys\`,`,
      `  kvValues: \`/accounts/\${ACCOUNT}/workers/namespaces/cache/values\`,`,
      `  scripts: \`\${ZONE_PATH}/script_monitor/scripts\`,`,
      `};`,
      `const RECORDS = \`\${ZONE_PATH}/dns_records\`;`,
      `const keys = () => fetch(API + ROUTES.kvKeys);`,
      `const value = (k) => fetch(\`\${API}\${ROUTES.kvValues}/\${k}\`);`,
      `const scripts = () => fetch(API + ROUTES.scripts);`,
      `const addService = () => fetch(API + RECORDS, {`,
      `  method: 'POST',`,
      `  body: JSON.stringify({ type: 'SRV', data: { service: '_sip', proto: '_tcp', name: 'example.com', priority: 1, weight: 5, port: 5060, target: 'sip.example.com' } }),`,
      `});`,
      `const app = express();`,
      `app.get(ROUTES.kvKeys, (req, res) => res.json({ result: [] }));`,
      `module.exports = { keys, value, scripts, addService, app };`,
      '',
    ].join('\n');
    const before = indexBuilds();
    const result = processSource({ input: shared, filePath: 'src/routes.js', transforms: registry, options: { markers: true, config: {}, displayPath: 'src/routes.js' } });
    expect(result.error).toBeUndefined();
    // Edited through the consts (the values path, the scripts path, the SRV body), the shared keys path reported and left.
    expect(result.changedBy).toEqual(expect.arrayContaining(['workers-kv-namespaces-route', 'page-shield-route', 'srv-data-to-name']));
    expect(result.output).toContain('kvKeys: `/accounts/${ACCOUNT}/workers/namespaces/cache/keys`');
    expect(result.output).toContain('kvValues: `/accounts/${ACCOUNT}/storage/kv/namespaces/cache/values`');
    expect(indexBuilds() - before).toBe(1);
  });

  it('counts a root.find walk of the whole tree (the spy sees what jscodeshift calls)', () => {
    const visit = jest.spyOn(require('ast-types') as { visit: (...args: unknown[]) => unknown }, 'visit');
    const j = jscodeshift;
    j(parseForEdit(source, 'src/cloudflare.mjs')).find(j.Identifier);
    const count = visit.mock.calls.length;
    visit.mockRestore();
    expect(count).toBe(1);
  });
});
