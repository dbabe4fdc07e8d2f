import { Row } from './row.js'

const ROOT = 'https://api.cloudflare.com/client/v4'

export async function listRows(zone: string): Promise<Row[]> {
  const res = await fetch(`${ROOT}/zones/${zone}/dns_records`)
  return (await res.json()).result
}

export async function saveRow(row: Row) {
  return fetch(`${ROOT}/zones/${row.zone_id}/dns_records/${row.id}`, { method: 'PUT', body: JSON.stringify({ content: row.content }) })
}
