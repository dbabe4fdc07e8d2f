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
