// The same loops against a firewall appliance's own API and the app's relative routes.
const APPLIANCE = 'https://fw.internal.example/api/v2';

export async function dumpRules(zoneIds: string[]): Promise<void> {
  for (const zoneId of zoneIds) {
    const res = await fetch(`${APPLIANCE}/zones/${zoneId}/firewall/rules`);
    console.log(zoneId, (await res.json()).length);
  }
}

export async function pauseAll(zoneIds: string[], ruleId: string): Promise<void> {
  for (let zoneId of zoneIds) await fetch(`/zones/${zoneId}/firewall/rules/${ruleId}`, { method: 'DELETE' });
}
