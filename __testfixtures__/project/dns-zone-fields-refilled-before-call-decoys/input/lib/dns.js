import axios from 'axios'

let client

export function connect() {
  client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4/' })
}

export async function writeEntry(entry) {
  return client.put(`zones/${entry.zone_id}/dns_records/${entry.id}`, { content: entry.content })
}

export async function dropEntry(entry) {
  return client.delete(`zones/${entry.zone_id}/dns_records/${entry.id}`)
}

export async function moveEntry(entry) {
  return client.patch(`zones/${entry.zone_id}/dns_records/${entry.id}`, { name: entry.name })
}

export async function tagEntry(entry) {
  return client.patch(`zones/${entry.zone_id}/dns_records/${entry.id}`, { comment: 'tagged' })
}
