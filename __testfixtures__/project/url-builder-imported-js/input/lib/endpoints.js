const ROOT = 'https://api.cloudflare.com/client/v4';

export function endpoint(path) {
  return new URL(ROOT + path);
}

export const plain = (path) => `${ROOT}${path}`;
