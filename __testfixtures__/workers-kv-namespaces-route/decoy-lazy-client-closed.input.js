import axios from 'axios';

export class KvStore {
  open() {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  close() {
    this.http = globalThis.fetchClient;
  }

  namespaces(accountId) {
    return this.http.get(`/accounts/${accountId}/workers/namespaces`);
  }
}
