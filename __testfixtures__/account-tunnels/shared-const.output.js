const axios = require('axios');

const CF_API = 'https://api.cloudflare.com/client/v4';
const { CF_ACCOUNT_ID, CF_API_TOKEN } = process.env;
const TUNNELS_URL = `${CF_API}/accounts/${CF_ACCOUNT_ID}/tunnels`;
const auth = { headers: { Authorization: `Bearer ${CF_API_TOKEN}` } };

async function listTunnels() {
  const { data } = await axios.get(`${TUNNELS_URL}?is_deleted=false`, auth);
  return data.result;
}

async function createTunnel(name, secret) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: its tunnels segment is shared with URLs that stay (such as the live list call), so give it its own URL
  const { data } = await axios.post(TUNNELS_URL, { name, tunnel_secret: secret }, auth);
  return data.result;
}

async function removeTunnel(id) {
  await axios.delete(CF_API + '/accounts/' + CF_ACCOUNT_ID + '/cfd_tunnel/' + id + '/connections', auth);
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: its tunnels segment is shared with URLs that stay (such as the live list call), so give it its own URL
  await axios.delete(`${TUNNELS_URL}/${id}`, auth);
}

module.exports = { listTunnels, createTunnel, removeTunnel };
