const APP = 'https://config.example.com/v1';

async function audit(projectId) {
  const res = await fetch(`${APP}/projects/${projectId}/settings`);
  const { result } = await res.json();
  const byId = {};
  for (const s of result) byId[s.id] = s.value;
  if (byId.brotli === 'on') console.log('compressed');
  return result.find((s) => s.id === 'brotli');
}

module.exports = { audit };
