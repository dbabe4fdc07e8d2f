// The const is read by the push alone, but the list itself is also handed to another provider, which
// gets the converter's literal too: it must keep its shape. Left alone (a list handed to a call is out
// of the value-flow layer's sight, so the Cloudflare request's body is not known either).
import axios from 'axios';

const cloudflare = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const standby = axios.create({ baseURL: 'https://standby-dns.example.com/v2' });

function imapRecord(host: string) {
	return { type: 'SRV', data: { service: '_imaps', proto: '_tcp', name: host, priority: 0, weight: 1, port: 993, target: host } };
}

export async function publish(zone: string, hosts: string[]): Promise<void> {
	const entries: object[] = [];
	for (const host of hosts) {
		const entry = imapRecord(host);
		entries.push(entry);
	}
	await standby.put(`/zones/${zone}/records`, entries);
	for (const body of entries) await cloudflare.post(`/zones/${zone}/dns_records`, body);
}
