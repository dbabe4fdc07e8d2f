// A helper that writes every option it changes into the app's journal before sending it: a list of ids
// it is called for holds 'mirage', but taking the entry out would also stop the journal's record.
const CF_API = 'https://api.cloudflare.com/client/v4';
export const journal: Array<{ optionId: string; zoneId: string; value: unknown }> = [];

function applyOption(optionId: string, zoneId: string, value: unknown): Promise<Response> {
  journal.push({ optionId, zoneId, value });
  return fetch(`${CF_API}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function turnOff(zoneId: string): Promise<void> {
  // cf-codemod(mirage-setting): this call passes the removed setting 'mirage' (2026-01-01) to applyOption(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  for (const optionId of ['mirage', 'polish']) await applyOption(optionId, zoneId, 'off');
  // cf-codemod(mirage-setting): this call passes the removed setting 'mirage' (2026-01-01) to applyOption(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  await applyOption('mirage', zoneId, 'off');
}
