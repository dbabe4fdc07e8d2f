// The site of a package that also calls the API: its own pages and tables are not requests.
export const pages = {
  home: () => '/',
  organization: (s: string) => `/organizations/${s}`,
  settings: (s: string) => `/organizations/${s}/settings`,
};

export const link = (slug: string): string => `/organizations/${slug}`;

// A test table of database names: words, not a path.
export const tables: Array<[string, string | null, string]> = [
  ['organizations', null, 'organization'],
  ['users', null, 'user'],
];

export const pair = ['organizations', 'organization'];
export const counted = ['organizations', 3, 'members'];
export async function load(fetchJson: (u: string) => Promise<unknown>, name: string) {
  return fetchJson(`/organizations/${name}`);
}
