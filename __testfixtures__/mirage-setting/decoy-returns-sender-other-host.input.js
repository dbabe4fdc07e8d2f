// The same kind of per-setting helper for the app's own config service: its 'mirage' is no zone setting.
function withOption(optionId) {
  return (siteId, value) => fetch(`https://config.example.net/client/v4/sites/${siteId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

const imageBoost = withOption('mirage');

export async function lighten(siteId) {
  await imageBoost(siteId, 'off');
}
