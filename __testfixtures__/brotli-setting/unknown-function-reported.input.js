const API = 'https://api.cloudflare.com/client/v4';

// `trace` is no client the engine knows: what it does with the URL is untraced.
function traceBrotli(zone) {
  trace(`${API}/zones/${zone}/settings/brotli`, { value: 'on' });
}

module.exports = { traceBrotli };
