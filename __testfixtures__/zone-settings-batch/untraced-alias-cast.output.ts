interface ApiClient {
  get(path: string): Promise<unknown>;
}

// A tool handler reaches for methods its client's interface does not declare, through an alias.
export async function applyAll(client: ApiClient, zoneId: string, settings: Record<string, unknown>) {
  const items = Object.entries(settings).map(([id, value]) => ({ id, value }));
  const loose: any = client as any;
  // cf-codemod(zone-settings-batch): /zones/:zone_id/settings is written here, but its request is not traced to a Cloudflare client: GET and PATCH /zones/:zone_id/settings/:setting_id, one request per setting
  return loose.patch(`/zones/${zoneId}/settings`, { items });
}
