const API = 'https://api.cloudflare.com/client/v4';

// `trace` is no client the engine knows: what it does with the URL is untraced.
function traceBrotli(zone) {
  // cf-codemod(brotli-setting): /zones/:zone_id/settings/brotli is written here, but its request is not traced to a Cloudflare client: none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  trace(`${API}/zones/${zone}/settings/brotli`, { value: 'on' });
}

module.exports = { traceBrotli };
