const API = 'https://api.cloudflare.com/client/v4';

async function radarGet(path) {
  const res = await fetch(API + '/radar' + path, { headers: { Authorization: `Bearer ${process.env.CF_RADAR_TOKEN}` } });
  return (await res.json()).result;
}

// cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: moved to GET /radar/bots/summary/bot, check what reads the response
exports.bots = () => radarGet('/bots/summary/bot?limit=20');
exports.l7Industries = () => radarGet('/attacks/layer7/summary/industry');
