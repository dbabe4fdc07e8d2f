import axios from 'axios';

// Same shapes as lib/, for a partner host and for a base that only the environment knows.
class PartnerApi {
  constructor(private readonly base: string, private readonly token: string) {}

  async patch(path: string, body: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, { method: 'PATCH', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
    return res.json();
  }
}

export function createPartnerApi(token: string): PartnerApi {
  return new PartnerApi('https://api.partner.example/client/v4', token);
}

export const createPartnerFetch = (token: string) => (path: string, init: RequestInit = {}) =>
  fetch(`https://api.partner.example/client/v4${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });

export function makeEnvClient(token: string) {
  return axios.create({ baseURL: process.env.CF_API_URL, headers: { Authorization: `Bearer ${token}` } });
}
