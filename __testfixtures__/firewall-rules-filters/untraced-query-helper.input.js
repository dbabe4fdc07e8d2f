const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

// A cleanup script: a helper appends the ids to delete as a query string it builds itself.
async function sweep(zones) {
  const removeMany = async (path, ids) => {
    const query = ids.length ? '?' + ids.map((id) => `id=${id}`).join('&') : '';
    const res = await cf.delete(`${path}${query}`);
    if (!res.data.success) throw new Error(`could not delete under ${path}`);
  };
  for (const zone of zones) {
    await removeMany(`/zones/${zone.id}/firewall/rules`, zone.staleRules);
    await removeMany(`/zones/${zone.id}/filters`, zone.staleFilters);
  }
}

module.exports = { sweep };
