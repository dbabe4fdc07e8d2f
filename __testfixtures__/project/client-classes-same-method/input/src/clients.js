// Two client classes with a method of the same name: only EdgeRules's `request` sends to Cloudflare.
class EdgeRules {
  request(path) {
    return fetch('https://api.cloudflare.com/client/v4' + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  }
}

class Quotas {
  request(path) {
    return fetch('https://quotas.example.net/api' + path);
  }
}

module.exports = { EdgeRules, Quotas };
