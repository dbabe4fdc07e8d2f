import Cloudflare from 'cloudflare';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const server = new McpServer({ name: 'attack-board', version: '2.1.0' });

type Breakdown = 'industry' | 'vertical' | 'attacks';

function pick(ns: any, key: string) {
  return ns[key]({ dateRange: ['1d'] });
}

// Only 'industry' is turned away: 'vertical' still reaches the SDK.
export async function halfGuarded(by: Breakdown) {
  if (by === 'industry') return null;
  return client.radar.attacks.layer7.top[by]({ dateRange: ['1d'] });
}

// The guard warns and carries on: both retired breakdowns still reach the SDK.
export async function warnedOnly(by: Breakdown) {
  if (by === 'industry' || by === 'vertical') console.warn(`${by} is going away`);
  return pick(client.radar.attacks.layer3.top, by);
}

// A switch whose 'vertical' case falls out of the switch to the call.
export async function switchBreaks(by: Breakdown) {
  switch (by) {
    case 'industry':
      return null;
    case 'vertical':
      console.warn('vertical is going away');
      break;
  }
  return pick(client.radar.attacks.layer7.top, by);
}

server.tool('layer3_top', { by: z.enum(['industry', 'vertical', 'attacks']) }, async ({ by }) => {
  if (by === 'vertical') {
    return { content: [{ type: 'text', text: 'retired' }] };
  }
  const data = await client.radar.attacks.layer3.top[by]({ dateRange: ['1d'] });
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
});
