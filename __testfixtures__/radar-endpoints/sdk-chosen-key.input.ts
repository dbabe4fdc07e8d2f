import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

type Dimension = 'industry' | 'vertical';

enum BotView {
  Bots = 'bots',
  Categories = 'categories',
}

function resolve(ns: any, key: string) {
  return ns[key]({ dateRange: ['7d'] });
}

export async function topTargets(dimension: Dimension) {
  return resolve(client.radar.attacks.layer7.top, dimension);
}

export async function topBots(view: BotView) {
  return client.radar.verifiedBots.top[view]({ limit: 5 });
}

export async function topBotCategories() {
  return client.radar.verifiedBots.top[BotView.Categories]({ limit: 5 });
}
