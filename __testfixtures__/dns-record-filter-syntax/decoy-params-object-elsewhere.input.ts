import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

// A filter object with the old operator text, sent only to the team's own record search (not Cloudflare).
const searchFilter = { name: 'contains:shop', per_page: 50 };

async function ownSearch(): Promise<unknown> {
  const { data } = await axios.get('https://records.internal/dns_records', { params: searchFilter });
  return data;
}

// Shared between Cloudflare and a cache, but already written with the new syntax: nothing to say.
const current = { 'name.contains': 'shop' };

async function fromCloudflare(zoneId: string) {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: current });
  console.log(current['name.contains']);
  await axios.get('https://cache.internal/records', { params: current });
  return data.result;
}

// Shared options with exact filters (no operator): nothing to rewrite, nothing to report.
const exact = { params: { name: 'www.example.com', type: 'A' } };

async function exactRecord(zoneId: string) {
  await axios.get('https://audit.internal/queries', exact);
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, exact);
  return data.result;
}

export { ownSearch, fromCloudflare, exactRecord };
