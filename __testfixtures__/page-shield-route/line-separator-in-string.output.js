// Two strings below hold a line separator (U+2028) and a paragraph separator (U+2029) between
// their quotes: valid JavaScript since ES2019, and the same call is rewritten all the same.
const caption = 'scripts seen';
export async function listScripts(token) {
  const res = await fetch('https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/page_shield/scripts', {
    headers: { Authorization: `Bearer ${token}`, 'X-Caption': 'one two' },
  });
  return { caption, scripts: await res.json() };
}
