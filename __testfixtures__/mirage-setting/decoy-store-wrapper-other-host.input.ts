// A journaling helper for the app's own settings service (not Cloudflare): its 'mirage' is not the zone setting.
export const journal: Array<{ optionId: string; value: unknown }> = [];

function applyOption(optionId: string, value: unknown): Promise<Response> {
  journal.push({ optionId, value });
  return fetch(`https://settings.internal.example/v4/zones/main/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function turnOff(): Promise<void> {
  for (const optionId of ['mirage', 'polish']) await applyOption(optionId, 'off');
  await applyOption('mirage', 'off');
}
