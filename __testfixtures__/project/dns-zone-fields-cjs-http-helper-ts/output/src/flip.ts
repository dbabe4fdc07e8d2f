import { getJson, patchJson } from "./http";

const API = "https://api.cloudflare.com/client/v4";

function recordsOf(zone: string) {
  return getJson(`${API}/zones/${zone}/dns_records`).then((page) => page.result);
}

function lowerTtl(one: { id: string; zone_id: string }) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  return patchJson(`${API}/zones/${one.zone_id}/dns_records/${one.id}`, { ttl: 60 });
}

export function lowerAll(zone: string) {
  return recordsOf(zone).then((list) => Promise.all(list.map((one) => lowerTtl(one))));
}
