const HOST = 'https://api.cloudflare.com';

// Every endpoint is spelled relative to the v4 root.
export function apiUrl(path: string): URL {
  return new URL(`/client/v4${path}`, HOST);
}

export const pagedUrl = (path: string, page: number): URL => {
  const url = new URL(`/client/v4${path}`, HOST);
  url.searchParams.set('per_page', '50');
  url.searchParams.set('page', String(page));
  return url;
};
