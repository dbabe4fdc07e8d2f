import { Service } from './service';

class Mirror extends Service {
  static host() {
    return 'https://mirror.example.com/client/v4';
  }
}

export async function relaxMirror(zone) {
  await Mirror.request(`zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
}
