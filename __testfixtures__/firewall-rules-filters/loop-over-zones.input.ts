// A bulk script: the same request for every zone of the account.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

export async function dumpRules(zoneIds: string[]): Promise<void> {
  for (const zoneId of zoneIds) {
    const res = await fetch(`${API}/zones/${zoneId}/firewall/rules`, { headers });
    const body = await res.json();
    console.log(zoneId, body.result.length);
  }
}

export async function pauseAll(zoneIds: string[], ruleId: string): Promise<void> {
  for (let zoneId of zoneIds) await fetch(`${API}/zones/${zoneId}/firewall/rules/${ruleId}`, { method: 'DELETE', headers });
}
