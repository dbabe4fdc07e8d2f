// A static client of another host, shaped like the Cloudflare one.
class StatsHttp {
	static async send(path, method = 'GET', body = undefined) {
		const res = await fetch('https://stats.example.org/api' + path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
		return res.json();
	}
}

export class StatsZones extends StatsHttp {
	static setting(zone, id, value) {
		return this.send(`/zones/${zone}/settings/${id}`, 'PATCH', { value });
	}
}
