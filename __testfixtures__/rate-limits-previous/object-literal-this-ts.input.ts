import axios from 'axios';

export const rateLimits = {
  http: axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }),
  async list(zoneId: string): Promise<unknown> {
    const res = await this.http.get(`/zones/${zoneId}/rate_limits`);
    return res.data;
  },
};
