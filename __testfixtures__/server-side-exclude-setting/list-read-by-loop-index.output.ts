// Reads by the loop's own index only: the entry goes from each list.
const BY_COUNTER = ['ssl', 'always_online'];

export async function counted(zone: string, token: string): Promise<void> {
	for (let i = 0; i < BY_COUNTER.length; i++) {
		await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${BY_COUNTER[i]}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
	}
}

const BY_CALLBACK = ['hotlink_protection'];

export function each(zone: string, token: string): Promise<Response[]> {
	return Promise.all(BY_CALLBACK.map((_, k) => fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${BY_CALLBACK[k]}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) })));
}
