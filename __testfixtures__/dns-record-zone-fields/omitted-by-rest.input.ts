const CF = 'https://api.cloudflare.com/client/v4';

// Copies a zone's records into a backup file: the copy drops what belongs to the source zone.
export async function backupRecords(zoneId: string, token: string) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = await res.json();
  return result.map((rec: { id: string; zone_id: string; zone_name: string; name: string }) => {
    const { id, zone_id, zone_name, ...portable } = rec;
    return portable;
  });
}

export async function describeRecord(zoneId: string, id: string, token: string) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = await res.json();
  const { zone_name, ...rest } = result;
  return `${rest.name} (${zone_name})`;
}
