import axios from 'axios';

const records = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

type Found = { result: Array<{ id: string }> };

// The params reach the request by name, but something may change them out of sight: each update keeps its finding.
export async function viaAlias(zone: string, host: string, ip: string, loose: boolean) {
  const query = { params: { type: 'A', name: host } };
  const filter = query.params;
  if (loose) filter.type = 'AAAA';
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, query);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function viaOwnName(zone: string, host: string, ip: string, loose: boolean) {
  const wanted = { type: 'A', name: host };
  const query = { params: wanted };
  if (loose) wanted.type = 'MX';
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, query);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function merged(zone: string, host: string, ip: string, more: Record<string, string>) {
  const query = { params: { type: 'A', name: host } };
  Object.assign(query.params, more);
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, query);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function serialized(zone: string, host: string, ip: string) {
  const query = { params: { type: 'A', name: host }, paramsSerializer: () => `name=${host}` };
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, query);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function inlineAlias(zone: string, host: string, ip: string, loose: boolean) {
  const wanted = { type: 'A', name: host };
  const same = wanted;
  if (loose) same.type = 'TXT';
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, { params: wanted });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}
