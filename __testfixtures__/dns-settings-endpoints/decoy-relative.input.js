// A front-end talking to its own backend, which proxies to the provider with its own credentials.
export async function toggleSecondaryOverrides(zoneId, value) {
  const res = await fetch('/api/zones/' + zoneId + '/dns_settings/secondary_overrides', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  const body = await res.json();
  return body.result.value;
}
