// A static client of another host, shaped like the Cloudflare one.
class StatsHttp {
	static async send(path: string, method = 'GET', body?: unknown): Promise<unknown> {
		const res = await fetch('https://stats.example.org/api' + path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
		return res.json();
	}
}

export class StatsZones extends StatsHttp {
	static setting(zone: string, id: string, value: unknown): Promise<unknown> {
		return this.send(`/zones/${zone}/settings/${id}`, 'PATCH', { value });
	}
}
