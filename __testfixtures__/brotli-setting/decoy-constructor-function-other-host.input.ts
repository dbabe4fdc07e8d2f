import axios, { type AxiosInstance } from 'axios';

interface MirrorState {
  http: AxiosInstance;
}

// A constructor function for another vendor's API: its prototype's method sends through `this.http`,
// a client made for that vendor's host, although the path reads like Cloudflare's.
function MirrorApi(this: MirrorState, token: string) {
  this.http = axios.create({ baseURL: 'https://api.mirror-cdn.example/v3', headers: { 'X-Key': token } });
}

MirrorApi.prototype.compress = function (zone: string) {
  return this.http.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
};

const mirror = new (MirrorApi as any)(process.env.MIRROR_KEY);

export async function mirrorAll(zone: string): Promise<void> {
  await mirror.compress(zone);
}
