export class EdgeZones {
  static async setSettings(zone: string, id: string, value: unknown): Promise<Response> {
    return fetch(`https://api.edgecdn.example/v1/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ value }),
    });
  }
}
