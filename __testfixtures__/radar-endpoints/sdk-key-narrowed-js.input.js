const Cloudflare = require('cloudflare');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');

const radar = new Cloudflare({ apiToken: process.env.RADAR_TOKEN });
const server = new McpServer({ name: 'attack-trends', version: '1.0.0' });

function choose(ns, key) {
  return ns[key]({ dateRange: ['7d'] });
}

// 'industry' is turned away, 'vertical' is not.
server.tool('layer7_top', { by: z.enum(['industry', 'vertical', 'attacks']) }, async ({ by }) => {
  if (by === 'industry') throw new Error('industry is retired');
  return { content: [{ type: 'text', text: JSON.stringify(await choose(radar.radar.attacks.layer7.top, by)) }] };
});

// Counted, not turned away: both still reach the SDK.
let retiredAsks = 0;
server.tool('layer3_top', { by: z.enum(['industry', 'vertical', 'attacks']) }, async ({ by }) => {
  if (by === 'industry' || by === 'vertical') retiredAsks += 1;
  return { content: [{ type: 'text', text: JSON.stringify(await radar.radar.attacks.layer3.top[by]({})) }] };
});

// A loop that skips one of the two.
async function everyLayer3() {
  for (const by of ['industry', 'vertical', 'attacks']) {
    if (by === 'vertical') continue;
    await choose(radar.radar.attacks.layer3.top, by);
  }
}

module.exports = { everyLayer3 };
