// Records logged and also posted to a second DNS provider before they are posted one by one to
// Cloudflare: the converter's object has other readers besides the list, so its literal is left as it
// is and reported.
import axios from 'axios';

const client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function ldapRecord(host: string) {
	return { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: host, priority: 0, weight: 100, port: 389, target: host } };
}

export async function register(zone: string, hosts: string[]): Promise<void> {
	const queue: object[] = [];
	for (const host of hosts) {
		const made = ldapRecord(host);
		console.log('queued', made);
		await fetch('https://dns.example.org/v1/records', { method: 'POST', body: JSON.stringify(made) });
		queue.push(made);
	}
	for (const body of queue) {
		await client.post(`/zones/${zone}/dns_records`, body);
	}
}
