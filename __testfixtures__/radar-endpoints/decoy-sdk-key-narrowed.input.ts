import Cloudflare from 'cloudflare';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const server = new McpServer({ name: 'attack-board', version: '2.1.0' });

// Every retired breakdown is turned away before the key reaches the SDK.
type Breakdown = 'industry' | 'vertical' | 'attacks';
const RETIRED = ['industry', 'vertical'];

function pick(ns: any, key: string) {
  return ns[key]({ dateRange: ['1d'] });
}

export async function byEarlyReturn(by: Breakdown) {
  if (by === 'industry' || by === 'vertical') return null;
  return client.radar.attacks.layer7.top[by]({ dateRange: ['1d'] });
}

export async function byThrow(by: Breakdown) {
  if (RETIRED.includes(by)) throw new Error(`${by} is retired`);
  return pick(client.radar.attacks.layer3.top, by);
}

export async function bySwitch(by: Breakdown) {
  switch (by) {
    case 'industry':
    case 'vertical':
      return null;
  }
  return client.radar.attacks.layer7.top[by]({ dateRange: ['1d'] });
}

export async function bySwitchDefault(by: Breakdown) {
  switch (by) {
    case 'industry':
      return null;
    case 'vertical':
      throw new Error('retired');
    default:
      return pick(client.radar.attacks.layer7.top, by);
  }
}

server.tool('layer7_top', { by: z.enum(['industry', 'vertical', 'attacks']) }, async ({ by }) => {
  if (by === 'industry' || by === 'vertical') {
    return { content: [{ type: 'text', text: 'retired' }] };
  }
  const data = await client.radar.attacks.layer7.top[by]({ dateRange: ['1d'] });
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
});
