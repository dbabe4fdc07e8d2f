// A browser helper over XMLHttpRequest for the Origin CA endpoints.
const API = 'https://api.cloudflare.com/client/v4';

function send(verb, route, key) {
  const xhr = new XMLHttpRequest();
  xhr.open(verb, API + route);
  // cf-codemod(service-key-auth): Service Key authentication reaches end of life on 2026-09-30: send an API token (Authorization: Bearer) instead of X-Auth-User-Service-Key
  xhr.setRequestHeader('X-Auth-User-Service-Key', key);
  xhr.send();
  return xhr;
}

module.exports = { send };
