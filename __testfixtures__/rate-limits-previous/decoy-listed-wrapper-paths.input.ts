// Listed paths given to a wrapper of another API, and a list the code extends before the loop.
const CF = 'https://api.cloudflare.com/client/v4';

async function shopGet(path: string): Promise<unknown> {
  const res = await fetch(`https://shop.example.com/api${path}`);
  return res.json();
}

async function cfGet(path: string): Promise<unknown> {
  const res = await fetch(`${CF}${path}`);
  return (await res.json()).result;
}

export async function inventory(zoneId: string, extra: string[]) {
  const reads = [{ key: 'throttles', path: `/zones/${zoneId}/rate_limits` }];
  for (const read of reads) await shopGet(read.path);
  const paths = ['/user/tokens/verify'];
  paths.push(...extra);
  for (const p of paths) await cfGet(p);
}
