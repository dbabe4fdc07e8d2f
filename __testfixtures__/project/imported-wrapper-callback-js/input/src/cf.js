const API = 'https://api.cloudflare.com/client/v4';

export function cfPatchThen(path, body, done) {
  fetch(`${API}${path}`, { method: 'PATCH', body: JSON.stringify(body) }).then(() => done(null), done);
}
