// Worker template: fill these in before deploying.
const ACCOUNT_EMAIL = ""; // your Cloudflare login
const API_KEY = ""; // global API key
const ZONE_TAG = ""; // the zone id, from the dashboard overview

export default {
  async scheduled(event, env, ctx) {
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${ZONE_TAG}/filters?paused=false`, {
      headers: { 'X-Auth-Email': ACCOUNT_EMAIL, 'X-Auth-Key': API_KEY },
    });
    const { result } = await res.json();
    console.log(`${result.length} active filters`);
  },
};
