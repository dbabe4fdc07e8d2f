import axios from 'axios';

const http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// Hands out the answer's result list.
async function getList(route, options) {
  const res = await http.get(route, options);
  return res.data.result;
}

async function putJson(route, body) {
  const res = await http.put(route, body);
  return res.status === 200;
}

// Listed by params as A records, written back as a CNAME: the type changes.
export async function repoint(zone, host, target) {
  const first = (await getList(`/zones/${zone}/dns_records`, { params: { type: 'A', name: host } }))[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (first) await putJson(`/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}
