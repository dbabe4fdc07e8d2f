// The same journaling helper, called only for settings that are not removed: nothing to say.
const CF_API = 'https://api.cloudflare.com/client/v4';
export const journal = [];

function applyOption(optionId, zoneId, value) {
  journal.push({ optionId, zoneId, value });
  return fetch(`${CF_API}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function turnOff(zoneId) {
  for (const optionId of ['polish', 'rocket_loader']) await applyOption(optionId, zoneId, 'off');
  await applyOption('webp', zoneId, 'off');
}
