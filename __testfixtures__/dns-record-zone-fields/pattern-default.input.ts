const CF = 'https://api.cloudflare.com/client/v4';

export async function label(zone: string, recordId: string, token: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { result: rec } = await res.json();
  function line({ zone_name, name } = rec) {
    return `${name} (${zone_name})`;
  }
  const owner = ({ zone_id } = rec) => zone_id;
  return [line(), owner()].join(' ');
}
