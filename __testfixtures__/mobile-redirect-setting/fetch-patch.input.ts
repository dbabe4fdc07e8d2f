const API_BASE = 'https://api.cloudflare.com/client/v4';

export async function enableMobileSite(zoneId: string, token: string): Promise<void> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/mobile_redirect`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: { status: 'on', mobile_subdomain: 'm', strip_uri: false } }),
  });
  if (!res.ok) throw new Error(`mobile_redirect: ${res.status}`);
}

export async function disableMobileSite(zoneId: string, token: string): Promise<void> {
  await fetch(`${API_BASE}/zones/${zoneId}/settings/mobile_redirect`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: { status: 'off', mobile_subdomain: null, strip_uri: false } }),
  });
}

export async function mobileSubdomain(zoneId: string, token: string): Promise<string | null> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/mobile_redirect`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = await res.json();
  return result.value.mobile_subdomain;
}
