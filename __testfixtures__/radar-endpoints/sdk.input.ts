import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function botsAndIndustries() {
  const bots = await client.radar.verifiedBots.top.bots({ limit: 5 });
  const industries = await client.radar.attacks.layer7.top.industry({ dateRange: ['7d'] });
  return { bots, industries };
}

export async function affected() {
  return client.radar.attacks.layer7.top.attacks({ magnitude: 'AFFECTED_ZONES' });
}
