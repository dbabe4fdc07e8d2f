// Onboarding a zone: applyBaseline() writes the baseline settings, onboard() adds the zone to the
// inventory as well. A fixed endpoint in applyBaseline() (the zone id is all its caller gives) is
// migrated there; onboard() and the exported entry call are not calls to the settings API.
const CF = 'https://api.cloudflare.com/client/v4';

interface Inventory {
  add(zoneId: string): Promise<void>;
}

const applyBaseline = async (zone: string, token: string): Promise<void> => {
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  await fetch(CF + '/zones/' + zone + '/settings/always_use_https', { method: 'PATCH', headers: auth, body: JSON.stringify({ value: 'on' }) });
};

export async function onboard(zone: string, token: string, inventory: Inventory): Promise<void> {
  await applyBaseline(zone, token);
  await inventory.add(zone);
}

export const run = (zone: string, inventory: Inventory): Promise<void> => onboard(zone, process.env.CF_API_TOKEN ?? '', inventory);
