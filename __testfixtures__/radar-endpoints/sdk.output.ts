import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function botsAndIndustries() {
  // cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: use GET /radar/bots/summary/bot
  const bots = await client.radar.verifiedBots.top.bots({ limit: 5 });
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
  const industries = await client.radar.attacks.layer7.top.industry({ dateRange: ['7d'] });
  return { bots, industries };
}

export async function affected() {
  // cf-codemod(radar-endpoints): Radar attacks magnitude (AFFECTED_ZONES) ended 2025-06-11: drop the parameter
  return client.radar.attacks.layer7.top.attacks({ magnitude: 'AFFECTED_ZONES' });
}
