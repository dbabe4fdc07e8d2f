const API = 'https://api.cloudflare.com/client/v4';

class KvStore {
  constructor(accountId, namespaceId, token) {
    this.accountId = accountId;
    this.namespaceId = namespaceId;
    this.token = token;
  }

  async call(path, init = {}) {
    const res = await fetch(`${API}${path}`, { ...init, headers: { Authorization: `Bearer ${this.token}` } });
    return res;
  }

  get(key) {
    return this.call(`/accounts/${this.accountId}/workers/namespaces/${this.namespaceId}/values/${key}`).then((r) => r.text());
  }

  set(key, value) {
    return this.call(`/accounts/${this.accountId}/workers/namespaces/${this.namespaceId}/values/${key}`, { method: 'PUT', body: value });
  }
}

module.exports = { KvStore };
