// Rows of a job queue: they carry locked and zone_id of their own, and come from another host.
type Job = { id: string; locked: boolean; zone_id: string; zone_name: string };

export async function pendingJobs(zoneId: string): Promise<string[]> {
  const res = await fetch(`https://jobs.internal.example/zones/${zoneId}/dns_records`);
  const body = await res.json();
  const free = body.result.filter(({ locked }: Job) => !locked).map(({ id, zone_id }: Job) => `${zone_id}/${id}`);
  for (const { zone_name, locked } of body.result as Job[]) console.log(zone_name, locked === false ? 'free' : 'held');
  body.result.forEach(({ locked, zone_id }: Job) => console.log(zone_id, String(locked)));
  return free;
}
