const CF_API = 'https://api.cloudflare.com/client/v4';

// The returned URL object is taken further before it is sent: not the brotli setting any more.
function brotliUrl(zoneId) {
  return new URL(CF_API + '/zones/' + zoneId + '/settings/brotli');
}

async function history(zoneId) {
  const u = brotliUrl(zoneId);
  u.pathname += '/history';
  await fetch(u, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports = { history };
