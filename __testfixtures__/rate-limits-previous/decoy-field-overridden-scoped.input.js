const axios = require('axios');

// Each factory declares its own `Rules` class. In the first, a subclass moves the client to a cache
// on another host, so the base's `zones()` may run on that instance: its call is not known to be
// Cloudflare's. The second factory's class of the same name has nothing to do with it.
function cloudflareRules() {
  class Rules {
    constructor() {
      this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
    }

    zones(zoneId) {
      return this.http.get(`/zones/${zoneId}/rate_limits`);
    }
  }

  class CachedRules extends Rules {
    constructor() {
      super();
      this.http = axios.create({ baseURL: 'https://rules-cache.internal.example/v4' });
    }
  }

  return { Rules, CachedRules };
}

function localRules() {
  class Rules {
    constructor(list) {
      this.list = list;
    }
  }
  return Rules;
}

module.exports = { cloudflareRules, localRules };
