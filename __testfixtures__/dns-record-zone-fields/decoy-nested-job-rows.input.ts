// A job queue's rows come from another host and carry zone fields of their own: same shapes, left alone.
type Job = { id: string; zone_id: string; zone_name: string; meta: { attempts: number } };

export async function jobZones(zoneId: string): Promise<string[]> {
  const res = await fetch(`https://jobs.internal.example/zones/${zoneId}/dns_records`);
  const body = (await res.json()) as { result: Job[] };
  const out: string[] = [];
  for (const [i, { zone_name }] of body.result.entries()) out.push(`${i}:${zone_name}`);
  for (const [n, job] of body.result.entries()) out.push(`${n}:${job.zone_id}`);
  body.result.forEach(({ zone_id }: Partial<Job> = {}) => out.push(String(zone_id)));
  return out.concat(body.result.map(({ meta: { attempts }, zone_id }) => `${attempts}@${zone_id}`));
}
