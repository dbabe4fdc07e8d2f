// Settings audit: reads of Auto Minify that cannot simply be dropped.
const API_BASE = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

interface Check {
  id: string;
}

// Each setting read is reported under the title at its position.
// cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: this array is read by index together with TITLES; remove the entry from both)
const AUDITED: Check[] = [{ id: 'minify' }, { id: 'rocket_loader' }];
const TITLES = ['Auto Minify', 'Rocket Loader'];

export async function audit(zoneId: string): Promise<string[]> {
  const lines: string[] = [];
  for (let i = 0; i < AUDITED.length; i++) {
    const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/${AUDITED[i].id}`, { headers });
    const body = (await res.json()) as { result: { value: unknown } };
    lines.push(`${TITLES[i]}: ${JSON.stringify(body.result.value)}`);
  }
  return lines;
}

// Also shown in the dashboard's legend.
// cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: this array is used for more than sending the settings)
const LEGEND: Check[] = [{ id: 'minify' }, { id: 'polish' }];

export function legend(render: (checks: Check[]) => string): string {
  return render(LEGEND);
}

export async function refreshLegend(zoneId: string): Promise<void> {
  for (const check of LEGEND) {
    await fetch(`${API_BASE}/zones/${zoneId}/settings/${check.id}`, { headers });
  }
}

// The result decides whether the pipeline goes on.
export async function turnOffMinify(zoneId: string): Promise<boolean> {
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its result is read through response)
  const response = await fetch(`${API_BASE}/zones/${zoneId}/settings/minify`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: { css: 'off', html: 'off', js: 'off' } }),
  });
  return response.ok;
}

// Bulk update whose outcome is logged.
export async function resetBulk(zoneId: string): Promise<void> {
  const response = await fetch(`${API_BASE}/zones/${zoneId}/settings`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: it is the last setting of the bulk call, which cannot go: its result is read through response)
    body: JSON.stringify({ items: [{ id: 'minify', value: { css: 'off', html: 'off', js: 'off' } }] }),
  });
  console.log('bulk reset', response.status);
}
