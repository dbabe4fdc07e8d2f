// Another service's client: same names, another host.
export const CF_API = 'https://api.example.com/v1';

export async function cfRequest(path: string) {
  const res = await fetch(`${CF_API}${path}`);
  return res.json();
}
