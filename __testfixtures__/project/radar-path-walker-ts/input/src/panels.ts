import Cloudflare from 'cloudflare';
import { z } from 'zod';
import { runAt } from './paths';

export const Panel = z.enum(['summary.industry', 'top.industry', 'top.vertical']);

export async function panel(token: string, which: z.infer<typeof Panel>) {
  const cf = new Cloudflare({ apiToken: token });
  return runAt(cf.radar.attacks.layer3, which, { dateRange: ['1d'] });
}
