import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { radarClient } from './client';
import { callRoute } from './lookup';
import { AttackBreakdown, PanelName } from './schemas';

const dashboard = { top: { industry: async () => [], vertical: async () => [] } };

export function registerAttackTools(server: McpServer, token: string) {
  server.tool(
    'web_attacks',
    'Layer 7 attack trends.',
    { breakdown: AttackBreakdown, days: z.number().int().optional() },
    async ({ breakdown, days }) => {
      const cf = radarClient(token);
      // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
      // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
      const result = await callRoute(cf.radar.attacks.layer7, breakdown, { dateRange: [`${days ?? 7}d`] });
      return { content: [{ type: 'text' as const, text: JSON.stringify(result) }] };
    },
  );

  // The same strings walked on the app's own object: no Cloudflare call.
  server.tool('panel', { name: PanelName }, async ({ name }) => ({
    content: [{ type: 'text' as const, text: JSON.stringify(await callRoute(dashboard, name, {})) }],
  }));
}
