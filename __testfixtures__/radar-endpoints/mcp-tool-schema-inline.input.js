const Cloudflare = require('cloudflare');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');

const radar = new Cloudflare({ apiToken: process.env.RADAR_TOKEN });
const server = new McpServer({ name: 'attack-trends', version: '1.0.0' });

const Slice = z.enum(['summary/ipVersion', 'top/industry']).optional().describe('Breakdown of layer 3 attacks.');

function follow(root, path, options) {
  const found = path.split('/').reduce((node, key) => node[key], root);
  return found.bind(root)(options);
}

server.tool('network_attacks', 'Layer 3 attacks.', { slice: Slice }, async ({ slice }) => {
  const out = await follow(radar.radar.attacks.layer3, slice, { limit: 5 });
  return { content: [{ type: 'text', text: JSON.stringify(out) }] };
});

server.tool('web_attacks', { view: z.enum(['timeseries', 'top/vertical']).default('timeseries') }, async function ({ view }) {
  return { content: [{ type: 'text', text: JSON.stringify(await follow(radar.radar.attacks.layer7, view, {})) }] };
});
