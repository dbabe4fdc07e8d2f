/**
 * Code that calls deprecated Cloudflare interfaces through every surface the transforms know:
 * fetch, axios, got, ky, undici, https.request, the `cloudflare` SDK (v3+ and node-cloudflare v2),
 * and the Ethereum gateway. Each snippet is one self-contained function declaration in plain
 * JavaScript (no imports, no types), so it can be appended to any real file without clashing
 * with its names; `sampleFile` wraps a few of them into a whole module.
 */

type Snippet = (name: string) => string;

const API = 'https://api.cloudflare.com/client/v4';

export const snippets: Snippet[] = [
  (name) => `async function ${name}(zone, token) {
  const res = await fetch(\`${API}/zones/\${zone}/settings/brotli\`, {
    method: 'PATCH',
    headers: { Authorization: \`Bearer \${token}\`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: 'on' }),
  });
  return res.json();
}
`,
  (name) => `async function ${name}(zoneId, token) {
  const res = await fetch(\`${API}/zones/\${zoneId}/script_monitor/scripts?per_page=50\`, {
    headers: { Authorization: \`Bearer \${token}\` },
  });
  return res.json();
}
`,
  (name) => `async function ${name}(axios, zone) {
  const base = '${API}';
  const { data } = await axios.get(base + '/zones/' + zone + '/script_monitor/connections');
  return data.result;
}
`,
  (name) => `async function ${name}(client, zoneId) {
  await client.zones.settings.edit('brotli', { zone_id: zoneId, value: 'on' });
  return client.zones.settings.get('brotli', { zone_id: zoneId });
}
`,
  (name) => `async function ${name}(zone, token) {
  const body = {
    type: 'SRV',
    name: '_sip._tcp.example.com',
    data: { service: '_sip', proto: '_tcp', name: 'example.com', priority: 10, weight: 5, port: 5060, target: 'sip.example.com' },
  };
  return fetch(\`${API}/zones/\${zone}/dns_records\`, {
    method: 'POST',
    headers: { Authorization: \`Bearer \${token}\` },
    body: JSON.stringify(body),
  });
}
`,
  (name) => `async function ${name}(zone, token) {
  const res = await fetch(\`${API}/zones/\${zone}/dns_records?type=SRV\`, { headers: { Authorization: \`Bearer \${token}\` } });
  const body = await res.json();
  if (!body.success) {
    const first = body.errors[0];
    const chain = first.error_chain || [];
    throw new Error(first.message + chain.map((e) => e.message).join('; '));
  }
  return body.result;
}
`,
  (name) => `function ${name}(ethers) {
  const url = 'https://cloudflare-eth.com/v1/rinkeby';
  return new ethers.providers.JsonRpcProvider(url, { chainId: 4, name: 'rinkeby' });
}
`,
  (name) => `async function ${name}(zone, token, expression) {
  return fetch(\`${API}/zones/\${zone}/firewall/rules\`, {
    method: 'POST',
    headers: { Authorization: \`Bearer \${token}\` },
    body: JSON.stringify([{ action: 'block', filter: { expression } }]),
  });
}
`,
  (name) => `async function ${name}(got, zone, token) {
  return got.patch(\`${API}/zones/\${zone}/settings/brotli\`, {
    headers: { Authorization: \`Bearer \${token}\` },
    json: { value: 'off' },
  }).json();
}
`,
  (name) => `async function ${name}(ky, zone) {
  return ky.get(\`${API}/zones/\${zone}/firewall/rules\`).json();
}
`,
  (name) => `async function ${name}(undici, zone, token) {
  const { body } = await undici.request(\`${API}/zones/\${zone}/script_monitor/scripts\`, {
    headers: { authorization: \`Bearer \${token}\` },
  });
  return body.json();
}
`,
  (name) => `function ${name}(https, zone, token, done) {
  const req = https.request({
    hostname: 'api.cloudflare.com',
    path: '/client/v4/zones/' + zone + '/settings/brotli',
    method: 'PATCH',
    headers: { Authorization: 'Bearer ' + token },
  }, done);
  req.end(JSON.stringify({ value: 'on' }));
}
`,
  (name) => `function ${name}(cf, zone) {
  return cf.zones.settings.edit('brotli', { zone_id: zone, value: 'on' });
}
`,
  (name) => `function ${name}() {
  return {
    rinkeby: { url: 'https://cloudflare-eth.com/v1/rinkeby', chainId: 4, accounts: [] },
  };
}
`,
];

/** Filler that looks like ordinary application code, so sample files have a realistic size. */
function filler(i: number): string {
  return `
function formatRow${i}(row) {
  const cells = Object.keys(row).sort().map((key) => \`\${key}=\${String(row[key]).padEnd(8)}\`);
  return cells.join(' | ');
}

class Cache${i} {
  constructor(limit = ${16 + i}) {
    this.limit = limit;
    this.entries = new Map();
  }
  get(key) {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }
  set(key, value) {
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value);
  }
}
`;
}

const EXTENSIONS = ['ts', 'js', 'mjs', 'tsx', 'cjs', 'jsx'];

/**
 * One whole module for sample `i`: three snippets (rotating through every surface), a client
 * import for the SDK surfaces, and some ordinary code. Returns the file name and text.
 */
export function sampleFile(i: number): { name: string; text: string } {
  const ext = EXTENSIONS[i % EXTENSIONS.length];
  const esm = ext !== 'cjs' && ext !== 'js';
  const header = esm
    ? `import Cloudflare from 'cloudflare';\n\nexport const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });\n`
    : `const Cloudflare = require('cloudflare');\n\nconst client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });\n`;
  const parts = [header];
  const names: string[] = [];
  for (let k = 0; k < 3; k++) {
    const name = `cfCall${i}_${k}`;
    names.push(name);
    parts.push(snippets[(i * 3 + k) % snippets.length](name));
  }
  parts.push(filler(i));
  parts.push(`export async function updateZone${i}(zone, token) {
  await client.zones.settings.edit('brotli', { zone_id: zone, value: 'on' });
  return ${names[0]}(zone, token);
}
`);
  let text = parts.join('\n');
  if (!esm) text = text.replace(/^export /gm, '') + `\nmodule.exports = { ${names.join(', ')}, updateZone${i} };\n`;
  if (ext === 'tsx') text += `\nexport const Badge${i} = () => <span className="zone">brotli</span>;\n`;
  return { name: `sample-${String(i).padStart(3, '0')}.${ext}`, text };
}

/** The `calls` snippets appended to real file `i` of the candidate-heavy corpus (named so they cannot clash), different surfaces each. */
export function appendedSnippets(i: number, calls: number): string {
  let text = '';
  for (let k = 0; k < calls; k++) text += `\n${snippets[(i * calls + k) % snippets.length](`__cfBenchCall${i}_${k}`)}`;
  return text;
}
