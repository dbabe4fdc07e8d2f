const CF_API = 'https://api.cloudflare.com/client/v4';

// A helper returns the URL object; the caller sends it as it is.
function brotliUrl(zoneId) {
  return new URL(CF_API + '/zones/' + zoneId + '/settings/brotli');
}

async function compressEverything(zoneId) {
  await fetch(brotliUrl(zoneId), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await fetch(`${CF_API}/zones/${zoneId}/settings/http3`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports = { compressEverything };
