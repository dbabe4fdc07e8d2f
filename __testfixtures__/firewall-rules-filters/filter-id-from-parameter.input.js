const API = 'https://api.cloudflare.com/client/v4';

// Makes the filter for the staging hosts; the caller keeps the answer.
async function makeStagingFilter(zone, token) {
  const created = await fetch(`${API}/zones/${zone}/filters`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([{ expression: 'http.host eq "staging.example.net"', description: 'staging' }]),
  });
  return created.json();
}

// Blocks with a filter the caller made earlier, maybe another one than the staging filter.
async function blockWith(zone, token, created) {
  await fetch(`${API}/zones/${zone}/firewall/rules`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([{ filter: { id: created.result[0].id }, action: 'block' }]),
  });
}

module.exports = { makeStagingFilter, blockWith };
