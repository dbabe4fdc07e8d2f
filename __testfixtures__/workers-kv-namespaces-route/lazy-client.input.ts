import axios, { type AxiosInstance } from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

export class NamespaceAdmin {
  private http?: AxiosInstance;

  init(token: string): void {
    this.http = axios.create({ baseURL: API, headers: { Authorization: `Bearer ${token}` } });
  }

  reconfigure(timeout: number): void {
    this.http = this.http!.create({ timeout });
  }

  async drop(accountId: string, id: string): Promise<void> {
    await this.http!.delete(`/accounts/${accountId}/workers/namespaces/${id}`);
  }
}
