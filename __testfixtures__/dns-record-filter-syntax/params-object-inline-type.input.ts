import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

// Written with an inline object type: the new key is no member of it, so renaming would not compile.
const mailQuery: { content: string; per_page: number } = { content: 'ends_with:.mail.example.net', per_page: 20 };

export async function mail(zoneId: string): Promise<unknown[]> {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: mailQuery });
  return data.result;
}

export async function hosts(zoneId: string): Promise<unknown[]> {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: { name: 'starts_with:host-' } satisfies { name: string } });
  return data.result;
}

// An index signature takes the new key: renamed.
const openQuery: { [key: string]: string | number } = { name: 'contains:edge', per_page: 10 };

export async function edges(zoneId: string): Promise<unknown[]> {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: openQuery });
  return data.result;
}
