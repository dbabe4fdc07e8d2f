import Cloudflare from 'cloudflare';

function makeSdk() {
  return new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
}

// The app's API routes mirror Cloudflare's paths; `router.post` registers a handler.
export function routes(router) {
  router.post('/zones/:zoneId/firewall/rules', async (req, res) => {
    res.json(await makeSdk().rulesets.phases.get('http_request_firewall_custom', { zone_id: req.params.zoneId }));
  });
}

export async function replay(sdk, zoneId) {
  // `sdk` is the recorder the caller passes in.
  return sdk.post(`/zones/${zoneId}/firewall/rules`, { body: [] });
}
