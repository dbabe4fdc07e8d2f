import Cloudflare from 'cloudflare'

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN })

export interface Row { id: string; zone: string }

// No semicolons; the body is an `any` const handed to the call; the answer is read through a second name.
export async function addEntry(params: { zone_id: string; name: string; content: string }): Promise<Row> {
  const body: any = {
    zone_id: params.zone_id,
    type: 'TXT',
    name: params.name,
    content: params.content,
  }
  const answer = await cf.dns.records.create(body)
  const r = answer
  return {
    id: r.id,
    zone: (r as any).zone_id ?? params.zone_id,
  }
}

export async function editEntry(params: { zone_id: string; entryId: string; content: string }): Promise<string> {
  const body: any = { zone_id: params.zone_id, type: 'TXT', name: 'note', content: params.content }
  const answer = await cf.dns.records.update(params.entryId, body)
  const r = answer
  return (r as any).zone_id ?? params.zone_id
}
