const Cloudflare = require('cloudflare');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { NetworkSlice, Anything } = require('./params');
const { runRoute } = require('./route');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const server = new McpServer({ name: 'network-attacks', version: '0.3.0' });

server.tool('network_attacks', { slice: NetworkSlice }, async ({ slice }) => {
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
  const data = await runRoute(cf.radar.attacks.layer3, slice, { dateRange: ['30d'] });
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
});

// Any string: not known.
server.tool('network_any', { route: Anything }, async ({ route }) => {
  const data = await runRoute(cf.radar.attacks.layer3, route, {});
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
});

module.exports = { server };
