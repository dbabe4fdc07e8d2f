export class Cf {
  static base = 'https://api.cloudflare.com/client/v4';

  static async put(key, zone, id, data) {
    const res = await fetch(`${Cf.base}/zones/${zone}/dns_records/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${key}` },
      body: JSON.stringify(data),
    });
    return res.status === 200;
  }
}
