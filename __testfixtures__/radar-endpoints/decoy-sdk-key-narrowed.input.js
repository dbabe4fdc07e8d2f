const Cloudflare = require('cloudflare');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');

const radar = new Cloudflare({ apiToken: process.env.RADAR_TOKEN });
const server = new McpServer({ name: 'attack-trends', version: '1.0.0' });

// Every retired breakdown is turned away before the key reaches the SDK.
function choose(ns, key) {
  return ns[key]({ dateRange: ['7d'] });
}

server.tool('layer7_top', { by: z.enum(['industry', 'vertical', 'attacks']) }, async ({ by }) => {
  if (['industry', 'vertical'].includes(by)) throw new Error(`${by} is retired`);
  return { content: [{ type: 'text', text: JSON.stringify(await choose(radar.radar.attacks.layer7.top, by)) }] };
});

server.tool('layer3_top', { by: z.enum(['industry', 'vertical', 'attacks']) }, async ({ by }) => {
  switch (by) {
    case 'industry':
    case 'vertical':
      return { content: [{ type: 'text', text: 'retired' }] };
    default:
      return { content: [{ type: 'text', text: JSON.stringify(await radar.radar.attacks.layer3.top[by]({})) }] };
  }
});

async function everyLayer7() {
  for (const by of ['industry', 'vertical', 'attacks']) {
    if (by === 'industry' || by === 'vertical') continue;
    await radar.radar.attacks.layer7.top[by]({ dateRange: ['7d'] });
  }
}

module.exports = { everyLayer7 };
