const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

async function tunnelInfo(accountId, tunnelId, what) {
  let url;
  if (what === 'connections') url = `${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}/connections`;
  else if (what === 'token') url = `${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}/token`;
  else url = `${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}`;
  const { data } = await axios.get(url);
  return data.result;
}

module.exports = { tunnelInfo };
