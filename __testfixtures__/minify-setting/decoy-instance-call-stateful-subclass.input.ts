// The mirror commands call the inherited helper on a mirror's instance: it sends to the mirror's host.
const CF_API = 'https://api.cloudflare.com/client/v4';

class FieldHelper {
  base: string = CF_API;
  request(path: string, init?: RequestInit): Promise<Response> {
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

export async function fieldMirrorCssOff(zoneId: string): Promise<void> {
  await new FieldMirror().request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
}

export async function builtMirrorCssOff(zoneId: string): Promise<void> {
  const mirror: BuiltMirror = new BuiltMirror();
  await mirror.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
}
