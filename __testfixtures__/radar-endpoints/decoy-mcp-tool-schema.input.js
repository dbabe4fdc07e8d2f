const Cloudflare = require('cloudflare');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');

const radar = new Cloudflare({ apiToken: process.env.RADAR_TOKEN });
const server = new McpServer({ name: 'attack-trends', version: '1.0.0' });

const Slice = z.enum(['top/industry', 'top/vertical']);
const mirror = { top: { industry: (o) => o, vertical: (o) => o } };

function follow(root, path, options) {
  const found = path.split('/').reduce((node, key) => node[key], root);
  return found.bind(root)(options);
}

// Walked on the app's own object.
server.tool('mirror', { slice: Slice }, async ({ slice }) => follow(mirror, slice, {}));

// A plain string: any route.
server.tool('raw', { slice: z.string() }, async ({ slice }) => follow(radar.radar.attacks.layer7, slice, {}));

// Not a tool: an event whose payload no schema checks.
emitter.on('slice', { slice: Slice }, async ({ slice }) => follow(radar.radar.attacks.layer7, slice, {}));

// A callback that is not the registration's last argument is not the one the tool calls.
server.tool('first', { slice: Slice }, async ({ slice }) => follow(radar.radar.attacks.layer7, slice, {}), { readOnlyHint: true });
