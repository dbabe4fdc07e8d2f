const RADAR = 'https://api.cloudflare.com/client/v4/radar';

export async function topBots(token: string) {
  // cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: moved to GET /radar/bots/summary/bot, check what reads the response
  const res = await fetch(`${RADAR}/bots/summary/bot?dateRange=7d&limit=10`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  return body.result.top_0.map((b: { botName: string; value: string }) => b.botName);
}

export async function botCategories(token: string) {
  // cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: moved to GET /radar/bots/summary/category, check what reads the response
  const res = await fetch(RADAR + '/bots/summary/category', { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}

export async function httpSummary(token: string) {
  const res = await fetch(`${RADAR}/http/summary/bot_class`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}
