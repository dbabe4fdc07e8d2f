const API = 'https://api.cloudflare.com/client/v4';

function cfFetch(path, init) {
  return fetch(`${API}/accounts/${process.env.CF_ACCOUNT_ID}${path}`, init);
}

module.exports = { cfFetch };
