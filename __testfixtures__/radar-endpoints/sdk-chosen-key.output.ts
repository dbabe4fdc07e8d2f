import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

type Dimension = 'industry' | 'vertical';

enum BotView {
  Bots = 'bots',
  Categories = 'categories',
}

function resolve(ns: any, key: string) {
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
  return ns[key]({ dateRange: ['7d'] });
}

export async function topTargets(dimension: Dimension) {
  return resolve(client.radar.attacks.layer7.top, dimension);
}

export async function topBots(view: BotView) {
  // cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: use GET /radar/bots/summary/bot
  // cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: use GET /radar/bots/summary/category
  return client.radar.verifiedBots.top[view]({ limit: 5 });
}

export async function topBotCategories() {
  // cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: use GET /radar/bots/summary/category
  return client.radar.verifiedBots.top[BotView.Categories]({ limit: 5 });
}
