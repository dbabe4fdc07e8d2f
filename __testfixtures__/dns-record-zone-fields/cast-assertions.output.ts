// Bodies typed by the older angle-bracket assertion, and by `satisfies` on what the API answered:
// the request URLs come from the callers, but the file talks to the API.
const CF_API = 'https://api.cloudflare.com/client/v4';

type DnsEntry = {
	id: string;
	type: string;
	name: string;
	content: string;
	ttl: number;
	zone_id?: string;
	zone_name?: string;
};

export async function owners(url: string) {
	const response = await fetch(url);
	const rows = <DnsEntry[]>(await response.json()).result;
	// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
	return rows.map((row) => row.zone_id);
}

export async function firstZone(url: string) {
	const response = await fetch(url);
	const body = <{ result: DnsEntry }>await response.json();
	// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
	return body.result.zone_name;
}

export async function checked(url: string) {
	const response = await fetch(url);
	const { result } = (await response.json()) satisfies { result: DnsEntry[] };
	// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
	return result.filter((r) => r.type === 'A').map((r) => r.zone_id);
}

export const api = CF_API;
