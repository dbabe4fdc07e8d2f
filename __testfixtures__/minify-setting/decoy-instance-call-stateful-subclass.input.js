// The mirror commands call the inherited helper on a mirror's instance: it sends to the mirror's host.
const CF_API = 'https://api.cloudflare.com/client/v4';

class FieldHelper {
  base = CF_API;
  request(path, init) {
    return fetch(this.base + path, init);
  }
}

class FieldMirror extends FieldHelper {
  base = 'https://mirror.example.net/v4';
}

class BuiltMirror extends FieldHelper {
  constructor() {
    super();
    this.base = 'https://mirror.example.net/v4';
  }
}

async function fieldMirrorCssOff(zoneId) {
  await new FieldMirror().request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
}

async function builtMirrorCssOff(zoneId) {
  const mirror = new BuiltMirror();
  await mirror.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
}

module.exports = { fieldMirrorCssOff, builtMirrorCssOff };
