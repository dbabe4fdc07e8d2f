const BASE = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: 'Bearer ' + process.env.CF_TOKEN };

exports.cfGet = (path) => fetch(BASE + path, { headers: auth }).then((r) => r.json());

module.exports.cfPost = function (path, body) {
  return fetch(BASE + path, { method: 'POST', headers: auth, body: JSON.stringify(body) }).then((r) => r.json());
};
