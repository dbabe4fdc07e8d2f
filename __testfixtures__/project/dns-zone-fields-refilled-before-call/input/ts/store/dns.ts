import axios, { AxiosInstance } from 'axios'
import { ZoneEntry } from '../types/entry.js'

let client: AxiosInstance

export function connect() {
  client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4/' })
}

export async function fetchEntries(zone: string): Promise<ZoneEntry[]> {
  const { data } = await client.get(`zones/${zone}/dns_records`)
  return data.result
}

export async function pushEntry(entry: ZoneEntry) {
  const { data } = await client.put(`zones/${entry.zone_id}/dns_records/${entry.id}`, { name: entry.name, content: entry.content })
  return data.result
}
