import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

// A readonly literal: `as const` names no type, so the new key compiles.
const shopQuery = { 'name.contains': 'shop', per_page: 50 } as const;

export async function shops(zoneId: string): Promise<unknown[]> {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: shopQuery });
  return data.result;
}

export async function tagged(zoneId: string): Promise<unknown[]> {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: <const>{ 'content.endswith': '.tag.example' } });
  return data.result;
}
