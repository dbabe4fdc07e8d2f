const axios = require('axios');

// A VPN provider's API, which has tunnels under accounts too, and the app's own relative routes.
const VPN = 'https://api.vpn-provider.example/v1';

async function createAll(accountIds) {
  for (const accountId of accountIds) {
    await axios.post(`${VPN}/accounts/${accountId}/tunnels`, { name: `edge-${accountId}` });
  }
  for (let accountId of accountIds) await fetch(`/accounts/${accountId}/tunnels`, { method: 'POST', body: '{}' });
}

module.exports = { createAll };
