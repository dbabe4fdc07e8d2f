import Cloudflare from 'cloudflare';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const cf = new Cloudflare({ apiToken: process.env.CF_RADAR_TOKEN });
const server = new McpServer({ name: 'radar-lookup', version: '0.1.0' });

// The same strings, but the tool walks them on the app's own table: no Cloudflare object.
const Panel = z.enum(['top/industry', 'top/vertical']);
const panels = { top: { industry: (q: object) => q, vertical: (q: object) => q } };

async function callRoute(resource: any, route: string, query: object): Promise<unknown> {
  const method = route.split('/').reduce((at, part) => at?.[part], resource);
  return method.call(resource, query);
}

server.tool('own_panel', { panel: Panel }, async ({ panel }) => ({ content: [{ type: 'text', text: String(await callRoute(panels, panel, {})) }] }));

// Any string the client sends: not known.
server.tool('any_route', { route: z.string().describe('A Radar route.') }, async ({ route }) => ({
  content: [{ type: 'text', text: String(await callRoute(cf.radar.attacks.layer7, route, {})) }],
}));

// A schema beside a callback that is no tool's: nothing says the callback gets what the schema allows.
export const shape = { panel: Panel };
export const handler = async ({ panel }: { panel: string }) => callRoute(cf.radar.attacks.layer7, panel, {});
export const queued = enqueue('attacks', { panel: Panel }, async ({ panel }) => callRoute(cf.radar.attacks.layer7, panel, {}));

// The tool's own parameter is given another value before it is walked.
server.tool('rewritten', { panel: Panel }, async ({ panel }) => {
  panel = pick();
  return { content: [{ type: 'text', text: String(await callRoute(cf.radar.attacks.layer7, panel, {})) }] };
});

declare function enqueue(name: string, schema: object, run: (args: { panel: string }) => Promise<unknown>): unknown;
declare function pick(): string;
