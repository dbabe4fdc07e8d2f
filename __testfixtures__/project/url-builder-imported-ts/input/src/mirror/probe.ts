import { mirrorUrl } from './links';

export async function probe(zone: string): Promise<void> {
  await fetch(mirrorUrl(`/zones/${zone}/settings/minify`), { method: 'PATCH', body: '{"value":"off"}' });
  await fetch(mirrorUrl(`/zones/${zone}/script_monitor`).toString());
}
