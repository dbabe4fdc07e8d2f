import axios from 'axios'

let client

export function connect() {
  client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4/' })
}

async function listEntries(zone) {
  const { data } = await client.get(`zones/${zone}/dns_records`)
  return data.result
}

export async function writeEntry(entry) {
  const { data } = await client.put(`zones/${entry.zone_id}/dns_records/${entry.id}`, { content: entry.content })
  return data.result
}
