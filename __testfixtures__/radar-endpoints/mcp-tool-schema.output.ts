import Cloudflare from 'cloudflare';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const cf = new Cloudflare({ apiToken: process.env.CF_RADAR_TOKEN });
const server = new McpServer({ name: 'radar-lookup', version: '0.1.0' });

// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
const WebView = z
  .enum(['timeseries', 'top/vertical', 'summary/httpVersion', 'top/industry'])
  .describe('Which layer 7 breakdown to fetch.');

// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
enum NetworkView {
  Series = 'timeseries',
  Industry = 'top/industry',
}

/** Steps down a resource by the slash-separated parts of `route` and calls the method found there. */
async function callRoute(resource: any, route: string, query: object): Promise<unknown> {
  const parts = route.split('/');
  const method = parts.reduce((at, part) => at?.[part], resource);
  return method.call(resource, query);
}

server.tool('layer7_breakdown', 'Layer 7 attack breakdown.', { view: WebView, days: z.number().optional() }, async ({ view, days }) => {
  const data = await callRoute(cf.radar.attacks.layer7, view, { dateRange: [`${days ?? 7}d`] });
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
});

server.tool(
  'layer3_breakdown',
  { which: z.nativeEnum(NetworkView).optional() },
  { readOnlyHint: true },
  async ({ which: chosen }) => ({ content: [{ type: 'text', text: JSON.stringify(await callRoute(cf.radar.attacks.layer3, chosen, {})) }] }),
);

// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
server.registerTool(
  'layer3_vertical',
  { description: 'Layer 3 by vertical.', inputSchema: { slice: z.enum(['summary/protocol', 'top/vertical']).default('top/vertical') } },
  async ({ slice }) => ({ content: [{ type: 'text', text: JSON.stringify(await callRoute(cf.radar.attacks.layer3, slice, {})) }] }),
);
