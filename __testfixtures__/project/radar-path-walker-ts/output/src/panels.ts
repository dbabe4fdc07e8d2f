import Cloudflare from 'cloudflare';
import { z } from 'zod';
import { runAt } from './paths';

// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
// cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
export const Panel = z.enum(['summary.industry', 'top.industry', 'top.vertical']);

export async function panel(token: string, which: z.infer<typeof Panel>) {
  const cf = new Cloudflare({ apiToken: token });
  return runAt(cf.radar.attacks.layer3, which, { dateRange: ['1d'] });
}
