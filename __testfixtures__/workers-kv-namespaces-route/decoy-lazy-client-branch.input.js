import axios from 'axios';

export class KvStore {
  connect(token, local) {
    if (local) {
      this.http = axios.create({ baseURL: 'http://localhost:8787/client/v4' });
    } else {
      this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
    }
  }

  namespaces(accountId) {
    return this.http.get(`/accounts/${accountId}/workers/namespaces`);
  }
}
