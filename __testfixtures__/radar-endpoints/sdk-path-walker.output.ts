import Cloudflare from 'cloudflare';
import { z } from 'zod';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
export const AttackView = z.enum(['timeseries', 'summary/industry', 'top/industry', 'top/vertical']);

// cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: use GET /radar/bots/summary/bot
const BOT_VIEWS = ['top/bots', 'top/ases'] as const;

// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
type NetworkView = 'timeseries' | 'top/vertical';

/** Follows a slash-separated path below a resource and calls the method it names. */
async function invokeAt(resource: any, path: string, params: object): Promise<unknown> {
  const steps = path.split('/');
  const method = steps.reduce((node, step) => node?.[step], resource);
  return method.bind(resource)(params);
}

export async function applicationAttacks(view: z.infer<typeof AttackView>) {
  return invokeAt(client.radar.attacks.layer7, view, { dateRange: ['7d'] });
}

export async function networkAttacks(view: NetworkView) {
  return invokeAt(client.radar.attacks.layer3, view, { dateRange: ['7d'] });
}

export async function verifiedBots(view: (typeof BOT_VIEWS)[number]) {
  return invokeAt(client.radar.verifiedBots, view, { limit: 5 });
}
