import axios, { type AxiosInstance } from 'axios';

/** Every call of the app goes through one of these, handed to the tools that need it. */
export class CloudflareApi {
  private http: AxiosInstance;

  constructor(token: string) {
    this.http = axios.create({
      baseURL: process.env.CF_API_BASE || 'https://api.cloudflare.com/client/v4',
      headers: { Authorization: `Bearer ${token}` },
    });
  }

  async get<T>(path: string, params?: Record<string, string>): Promise<T> {
    const res = await this.http.get(path, { params });
    return res.data.result;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await this.http.post(path, body);
    return res.data.result;
  }

  async remove(path: string): Promise<void> {
    await this.http.delete(path);
  }
}
