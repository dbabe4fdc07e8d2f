const API = 'https://api.cloudflare.com/client/v4';

function request(path, options) {
  return fetch(API + path, options).then((res) => res.json());
}

exports.request = request;
