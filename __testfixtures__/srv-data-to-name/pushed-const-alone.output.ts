// A const read by the push alone goes into the list and nowhere else. The converter's every-use check
// (converter-uses.ts) does not yet follow a const into a list, so it is kept and reported for now.
import axios from 'axios';

const client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function ldapRecord(host: string) {
	// cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
	return { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: host, priority: 0, weight: 100, port: 389, target: host } };
}

export async function register(zone: string, hosts: string[]): Promise<void> {
	const queue: object[] = [];
	for (const host of hosts) {
		const made = ldapRecord(host);
		queue.push(made);
	}
	for (const body of queue) {
		await client.post(`/zones/${zone}/dns_records`, body);
	}
}
