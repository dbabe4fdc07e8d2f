// Lists the scripts Page Shield has seen on a zone.
export async function listScripts(token: string) {
  const res = await fetch('https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/page_shield/scripts', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}
