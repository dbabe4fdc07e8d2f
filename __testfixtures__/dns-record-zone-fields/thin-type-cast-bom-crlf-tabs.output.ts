// Only what the lookup needs of each listed record.
interface NamedRecord {
	id: string;
	name: string;
}

export async function recordIdFor(token: string, zone: string, fqdn: string): Promise<string | undefined> {
	const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
	const body = await res.json();
	const list = (body as { result: NamedRecord[] }).result;
	return list.find((r) => r.name === fqdn)?.id;
}
