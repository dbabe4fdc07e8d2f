// A pager used for the intranet's own bookmark service: not Cloudflare.
async function pageOf(url: string, page: number): Promise<unknown> {
  const res = await fetch(`${url}?page=${page}`);
  return res.json();
}

export function intranetBookmarks(page: number): Promise<unknown> {
  return pageOf('https://intranet.example.org/api/access/bookmarks', page);
}
