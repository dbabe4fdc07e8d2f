const CF = 'https://api.cloudflare.com/client/v4';

export async function legacyWafReport(zoneId: string, token: string) {
  // Inventory for the migration itself. cf-codemod-ignore
  const res = await fetch(`${CF}/zones/${zoneId}/firewall/waf/overrides`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}
