// Secondary DNS tooling: one URL const doubles as a log label, one helper takes the verb.
const API = 'https://api.cloudflare.com/client/v4';
const ZONE_ID = process.env.CF_ZONE_ID!;
const auth = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

const APEX_NS_URL = `${API}/zones/${ZONE_ID}/dns_settings/use_apex_ns`;

export async function apexNameservers(): Promise<boolean> {
  // cf-codemod(dns-settings-endpoints): move this call to /zones/:zone_id/dns_settings (field multi_provider): its URL is built from a const that other code also uses
  const res = await fetch(APEX_NS_URL, { headers: auth });
  const body = await res.json();
  return body.result.value;
}

export function describeTarget(): string {
  return `checking ${APEX_NS_URL}`;
}

export async function overridesRequest(zoneId: string, verb: 'GET' | 'PATCH', payload?: unknown) {
  // cf-codemod(dns-settings-endpoints): move this call to /zones/:zone_id/dns_settings (field secondary_overrides): the request method is not known here
  return fetch(`${API}/zones/${zoneId}/dns_settings/secondary_overrides`, {
    method: verb,
    headers: auth,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}
