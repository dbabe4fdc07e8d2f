import { API } from './base';

export class Zones {
  static async setSettings(zone: string, id: string, value: unknown): Promise<Response> {
    return fetch(`${API}/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
      body: JSON.stringify({ value }),
    });
  }
}
