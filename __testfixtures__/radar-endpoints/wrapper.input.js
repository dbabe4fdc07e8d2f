const API = 'https://api.cloudflare.com/client/v4';

async function radarGet(path) {
  const res = await fetch(API + '/radar' + path, { headers: { Authorization: `Bearer ${process.env.CF_RADAR_TOKEN}` } });
  return (await res.json()).result;
}

exports.bots = () => radarGet('/verified_bots/top/bots?limit=20');
exports.l7Industries = () => radarGet('/attacks/layer7/top/industry');
