// A menu of the app's own pages: the same ids, and no settings request sent by id.
export const MENU = [
  { id: 'brotli', title: 'Compression' },
  { id: 'caching', title: 'Caching' },
];

export async function loadPage(zoneId: string, page: string) {
  return fetch(`https://panel.example.com/zones/${zoneId}/settings/${page}`);
}
