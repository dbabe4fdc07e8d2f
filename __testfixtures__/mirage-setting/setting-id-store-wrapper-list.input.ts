// A helper that writes every option it changes into the app's journal before sending it: a list of ids
// it is called for holds 'mirage', but taking the entry out would also stop the journal's record.
const CF_API = 'https://api.cloudflare.com/client/v4';
export const journal: Array<{ optionId: string; zoneId: string; value: unknown }> = [];

function applyOption(optionId: string, zoneId: string, value: unknown): Promise<Response> {
  journal.push({ optionId, zoneId, value });
  return fetch(`${CF_API}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function turnOff(zoneId: string): Promise<void> {
  for (const optionId of ['mirage', 'polish']) await applyOption(optionId, zoneId, 'off');
  await applyOption('mirage', zoneId, 'off');
}
