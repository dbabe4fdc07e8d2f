import { API } from './base';

export const api = {
  setSetting(z: string, id: string, v: unknown): Promise<Response> {
    return fetch(`${API}/zones/${z}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
      body: JSON.stringify({ value: v }),
    });
  },
};
