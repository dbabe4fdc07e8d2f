// A staging mirror that copies the API's paths: not Cloudflare.
export function mirrorUrl(path: string): URL {
  return new URL(`/client/v4${path}`, 'https://mirror.example.test');
}
