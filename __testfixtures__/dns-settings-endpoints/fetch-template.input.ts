const CF_API = 'https://api.cloudflare.com/client/v4';

function headers(token: string) {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

export async function isMultiProvider(zoneId: string, token: string): Promise<boolean> {
  const res = await fetch(`${CF_API}/zones/${zoneId}/dns_settings/use_apex_ns`, { headers: headers(token) });
  if (!res.ok) throw new Error(`Cloudflare returned ${res.status}`);
  const body = await res.json();
  return body.result.value === true;
}

export async function setMultiProvider(zoneId: string, token: string, enabled: boolean): Promise<boolean> {
  const res = await fetch(`${CF_API}/zones/${zoneId}/dns_settings/use_apex_ns`, {
    method: 'PATCH',
    headers: headers(token),
    body: JSON.stringify({ value: enabled }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(body.errors.map((e: { message: string }) => e.message).join('; '));
  return body.result.value;
}
