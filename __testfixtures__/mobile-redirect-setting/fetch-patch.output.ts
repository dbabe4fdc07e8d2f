const API_BASE = 'https://api.cloudflare.com/client/v4';

export async function enableMobileSite(zoneId: string, token: string): Promise<void> {
  // cf-codemod(mobile-redirect-setting): mobile_redirect setting removed (2024-06-30): create a Single Redirect rule (phase http_request_dynamic_redirect) instead
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/mobile_redirect`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: { status: 'on', mobile_subdomain: 'm', strip_uri: false } }),
  });
  if (!res.ok) throw new Error(`mobile_redirect: ${res.status}`);
}

export async function disableMobileSite(zoneId: string, token: string): Promise<void> {
  // cf-codemod(mobile-redirect-setting): mobile_redirect setting removed (2024-06-30): this turns it off; delete it, or delete the Single Redirect rule that replaced it
  await fetch(`${API_BASE}/zones/${zoneId}/settings/mobile_redirect`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: { status: 'off', mobile_subdomain: null, strip_uri: false } }),
  });
}

export async function mobileSubdomain(zoneId: string, token: string): Promise<string | null> {
  // cf-codemod(mobile-redirect-setting): mobile_redirect setting removed (2024-06-30): read the Single Redirect rule of phase http_request_dynamic_redirect instead
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/mobile_redirect`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = await res.json();
  return result.value.mobile_subdomain;
}
