// A const read by the push alone goes into the list and nowhere else: the converter's every-use check
// (converter-uses.ts) follows the const into the list, walked by the Cloudflare request only: rewritten.
import axios from 'axios';

const client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function ldapRecord(host: string) {
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
