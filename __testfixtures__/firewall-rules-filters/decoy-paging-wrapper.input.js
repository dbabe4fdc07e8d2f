// Paging through another service's API with the same helper pair.
const BASE = 'https://api.waf-vendor.example/v2';

async function request(path) {
  const res = await fetch(BASE + path);
  return res.json();
}

async function fetchAll(path) {
  const items = [];
  for (let page = 1; ; page++) {
    const body = await request(`${path}?page=${page}`);
    items.push(...body.result);
    if (!body.next) return items;
  }
}

export const zoneFilters = (zoneId) => fetchAll(`/zones/${zoneId}/filters`);
