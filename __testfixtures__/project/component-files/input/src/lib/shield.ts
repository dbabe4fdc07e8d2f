import { SHIELD_API } from '../components/ShieldApi.svelte';

export async function seenScripts(zoneId: string) {
  const res = await fetch(`${SHIELD_API}/zones/${zoneId}/script_monitor/scripts`);
  return res.json();
}
