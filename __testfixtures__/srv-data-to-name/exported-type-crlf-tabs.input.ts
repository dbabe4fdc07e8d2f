// Federation records for the chat server, kept beside the code that publishes them.
export interface ChatSrv {
	type: string;
	proxied?: boolean;
	data: {
		service: string;
		proto: string;
		name: string;
		port: number;
		target: string;
		priority: number;
		weight: number;
	};
}

export async function federate(zone: string, domain: string, token: string) {
	const body: ChatSrv = {
		type: 'SRV',
		data: { service: '_xmpp-server', proto: '_tcp', name: domain, port: 5269, target: `chat.${domain}`, priority: 5, weight: 0 },
	};
	return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}` },
		body: JSON.stringify(body),
	});
}
