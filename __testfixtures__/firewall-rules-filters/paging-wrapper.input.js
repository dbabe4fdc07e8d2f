const BASE = 'https://api.cloudflare.com/client/v4';

async function request(path, init = {}) {
  const res = await fetch(BASE + path, {
    ...init,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, ...init.headers },
  });
  return res.json();
}

// Collects every page of a list endpoint.
async function fetchAll(path) {
  const items = [];
  for (let page = 1; ; page++) {
    const body = await request(`${path}?page=${page}&per_page=50`);
    items.push(...body.result);
    if (page >= body.result_info.total_pages) return items;
  }
}

export async function auditZone(zoneId) {
  const filters = await fetchAll(`/zones/${zoneId}/filters`);
  const records = await fetchAll(`/zones/${zoneId}/dns_records`);
  return { filters: filters.length, records: records.length };
}
