const CF = 'https://api.cloudflare.com/client/v4';

export async function label(zone: string, recordId: string, token: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { result: rec } = await res.json();
  // Also called with the app's own rows: the pattern holds whatever it is handed.
  function line({ zone_name, name } = rec) {
    return `${name} (${zone_name})`;
  }
  const mine = line({ zone_name: 'local', name: 'x' });
  // Handed on: called where the file cannot see.
  const owner = ({ zone_id } = rec) => zone_id;
  return [line(), mine, [1].map(() => owner)].join(' ');
}

// A default that is no record.
export function fallback({ zone_id } = { zone_id: 'none' }) {
  return zone_id;
}
