// A browser helper over XMLHttpRequest for the Origin CA endpoints.
const API = 'https://api.cloudflare.com/client/v4';

function send(verb, route, key) {
  const xhr = new XMLHttpRequest();
  xhr.open(verb, API + route);
  xhr.setRequestHeader('X-Auth-User-Service-Key', key);
  xhr.send();
  return xhr;
}

module.exports = { send };
