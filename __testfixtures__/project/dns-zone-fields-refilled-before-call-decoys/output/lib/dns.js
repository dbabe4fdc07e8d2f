import axios from 'axios'

let client

export function connect() {
  client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4/' })
}

export async function writeEntry(entry) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  return client.put(`zones/${entry.zone_id}/dns_records/${entry.id}`, { content: entry.content })
}

export async function dropEntry(entry) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  return client.delete(`zones/${entry.zone_id}/dns_records/${entry.id}`)
}

export async function moveEntry(entry) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  return client.patch(`zones/${entry.zone_id}/dns_records/${entry.id}`, { name: entry.name })
}

export async function tagEntry(entry) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  return client.patch(`zones/${entry.zone_id}/dns_records/${entry.id}`, { comment: 'tagged' })
}
