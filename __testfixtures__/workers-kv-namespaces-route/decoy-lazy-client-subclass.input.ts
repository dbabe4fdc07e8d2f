import axios, { type AxiosInstance } from 'axios';

export class KvStore {
  protected http!: AxiosInstance;

  init(): void {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  namespaces(accountId: string) {
    return this.http.get(`/accounts/${accountId}/workers/namespaces`);
  }
}

export class LocalStore extends KvStore {
  init(): void {
    this.http = axios.create({ baseURL: 'http://localhost:8787' });
  }
}
