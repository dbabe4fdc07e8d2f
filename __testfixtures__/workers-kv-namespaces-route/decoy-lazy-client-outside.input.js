import axios from 'axios';

export class KvStore {
  init() {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  namespaces(accountId) {
    return this.http.get(`/accounts/${accountId}/workers/namespaces`);
  }
}

const store = new KvStore();
store.http = axios.create({ baseURL: 'http://localhost:8787' });
