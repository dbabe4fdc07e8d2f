// A job queue's rows, from another host: the same shapes must stay as they are.
type Job = { id: string; locked: boolean; zone_id: string; meta: { attempts: number } };

export async function stuckJobs(zoneId: string): Promise<number[]> {
  const res = await fetch(`https://jobs.internal.example/zones/${zoneId}/dns_records`);
  const body = (await res.json()) as { result: Job[] };
  const stuck: number[] = [];
  for (const [i, { locked }] of body.result.entries()) if (locked) stuck.push(i);
  body.result.forEach(({ locked, zone_id }: Job = { id: '', locked: true, zone_id: '', meta: { attempts: 0 } }) => console.log(zone_id, locked));
  console.log(body.result.map(({ meta: { attempts }, locked }) => `${attempts}:${locked}`));
  return stuck;
}
