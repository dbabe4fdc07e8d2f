// A small client: each method sends one request of its own.
export default class Zones {
  static base = 'https://api.cloudflare.com/client/v4';

  static headers(key) {
    return { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  }

  // The first A record of that name, or false when the lookup fails.
  static async findA(key, zoneId, host) {
    try {
      const res = await fetch(`${Zones.base}/zones/${zoneId}/dns_records?type=A&name=${host}`, { headers: Zones.headers(key) });
      const json = await res.json();
      return json?.result?.[0];
    } catch (err) {
      return false;
    }
  }

  // Any record of that name, whatever its type.
  static async findByName(key, zoneId, host) {
    const res = await fetch(`${Zones.base}/zones/${zoneId}/dns_records?name=${host}`, { headers: Zones.headers(key) });
    const json = await res.json();
    return json.result[0];
  }

  static async update(key, zoneId, recordId, data) {
    const res = await fetch(`${Zones.base}/zones/${zoneId}/dns_records/${recordId}`, {
      method: 'PUT',
      headers: Zones.headers(key),
      body: JSON.stringify(data),
    });
    return res.status === 200;
  }
}
