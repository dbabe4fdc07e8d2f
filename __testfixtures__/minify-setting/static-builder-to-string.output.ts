class Service {
  static host() {
    return 'https://api.cloudflare.com/client/v4';
  }

  static at(path: string) {
    return new URL(`${this.host()}/${path}`);
  }

  static async call(target: URL, verb = 'GET', payload?: unknown) {
    const res = await fetch(target.href, { method: verb, body: payload ? JSON.stringify(payload) : undefined });
    return res.json();
  }
}

class ZoneSettings extends Service {
  static async change(zone: string, name: string, value: unknown) {
    return ZoneSettings.call(ZoneSettings.at(`zones/${zone}/settings/${name}`), 'PATCH', { value });
  }
}

export async function relaxZone(zone: string) {
  await ZoneSettings.change(zone, 'http3', 'on');
}
