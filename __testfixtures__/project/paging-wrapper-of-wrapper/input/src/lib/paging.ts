import { request } from './cf';

/** Every page of a list endpoint. */
export async function fetchAll<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const body = await request(`${path}?page=${page}&per_page=50`);
    items.push(...body.result);
    if (page >= body.result_info.total_pages) return items;
  }
}

/** The same for a path that may carry a query of its own. */
export async function fetchEvery<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  const sep = path.includes('?') ? '&' : '?';
  for (let page = 1, pages = 1; page <= pages; page++) {
    const body = await request(`${path}${sep}page=${page}`);
    items.push(...body.result);
    pages = body.result_info.total_pages;
  }
  return items;
}
