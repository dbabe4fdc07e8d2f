import axios, { type AxiosInstance } from 'axios';

export class NamespaceAdmin {
  private http!: AxiosInstance;

  init(token: string, mirror?: string): void {
    this.http = mirror
      ? axios.create({ baseURL: mirror })
      : axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  list(accountId: string) {
    return this.http.get(`/accounts/${accountId}/workers/namespaces`);
  }
}
