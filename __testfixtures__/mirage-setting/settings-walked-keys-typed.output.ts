type ZoneSetting = 'mirage' | 'early_hints' | 'http3';

// The type asks for every id: cutting one key would not compile, so the entry stays and is reported.
const BASELINE: Record<ZoneSetting, string> = {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: the loop walks the keys of this object, whose declared type may require this key: take the entry out by hand, with its type)
  mirage: 'off',
  early_hints: 'on',
  http3: 'on',
};

// No type beyond the literal's own: the removed setting's key can go.
const LAB = {
  http3: 'on',
} as const;

export async function applyBaseline(zone: string, token: string): Promise<void> {
  for (const [setting, value] of Object.entries(BASELINE)) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
  }
}

export async function applyLab(zone: string, token: string): Promise<void> {
  for (const [setting, value] of Object.entries(LAB)) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
  }
}
