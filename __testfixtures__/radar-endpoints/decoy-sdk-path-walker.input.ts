import Cloudflare from 'cloudflare';
import { z } from 'zod';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export const AttackView = z.enum(['top/industry', 'top/vertical']);

// The app's own reports, laid out like the SDK: not a Cloudflare object.
const reports = { radar: { attacks: { layer7: { top: { industry: (q: object) => q, vertical: (q: object) => q } } } } };

async function invokeAt(resource: any, path: string, params: object): Promise<unknown> {
  const method = path.split('/').reduce((node, step) => node?.[step], resource);
  return method(params);
}

/** Reads a value at a path: nothing is called. */
function valueAt(resource: any, path: string): unknown {
  return path.split('/').reduce((node, step) => node?.[step], resource);
}

export function ownReport(view: z.infer<typeof AttackView>) {
  return invokeAt(reports.radar.attacks.layer7, view, {});
}

// Any string: not known.
export function anyView(view: string) {
  return invokeAt(client.radar.attacks.layer7, view, {});
}

// Paths the SDK answers today.
export function current(view: 'summary/industry' | 'top/attacks' | 'timeseries') {
  return invokeAt(client.radar.attacks.layer7, view, {});
}

export function member(view: z.infer<typeof AttackView>) {
  return valueAt(client.radar.attacks.layer7, view);
}
