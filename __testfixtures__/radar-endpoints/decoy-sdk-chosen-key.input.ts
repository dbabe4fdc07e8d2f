import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The app's own radar dashboard: the same member names on an object that is not the SDK.
const dashboard = {
  radar: { attacks: { layer7: { top: { industry: (q: object) => q, vertical: (q: object) => q } } } },
};

type Dimension = 'industry' | 'vertical';

function resolve(ns: any, key: string) {
  return ns[key]({ dateRange: ['7d'] });
}

export function panel(dimension: Dimension) {
  return resolve(dashboard.radar.attacks.layer7.top, dimension);
}

// Keys the SDK answers today: the summary routes.
export async function summary(dimension: Dimension) {
  return client.radar.attacks.layer7.summary[dimension]({ dateRange: ['7d'] });
}

// A key any string may be: not known.
export async function anyTop(key: string) {
  return (client.radar.attacks.layer7.top as any)[key]({ dateRange: ['7d'] });
}
