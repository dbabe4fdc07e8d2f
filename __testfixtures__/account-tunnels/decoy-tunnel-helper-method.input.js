// Helpers shaped like a tunnel helper: one on another host, one whose callers only list (that call stays).
const API = 'https://api.cloudflare.com/client/v4';
const VPN = 'https://vpn.example.net/api';

async function vpnApi(accountId, method, suffix = '') {
  const res = await fetch(`${VPN}/accounts/${accountId}/tunnels${suffix}`, { method });
  return res.json();
}

async function listingApi(accountId, method, suffix = '') {
  const res = await fetch(`${API}/accounts/${accountId}/tunnels${suffix}`, { method });
  return res.json();
}

async function dropVpn(accountId, id) {
  return vpnApi(accountId, 'DELETE', `/${id}`);
}

async function everyTunnel(accountId) {
  return listingApi(accountId, 'GET', '?per_page=50');
}

module.exports = { dropVpn, everyTunnel };
