import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

export async function attacksBy(magnitude: 'MITIGATED_REQUESTS' | 'AFFECTED_ZONES') {
  // cf-codemod(radar-endpoints): Radar attacks magnitude (set at run time) ended 2025-06-11: drop the parameter
  const res = await axios.get(`${API}/radar/attacks/layer7/top/attacks`, { params: { magnitude, limit: 5 } });
  return res.data.result;
}

export async function onlyDefault() {
  const res = await fetch(`${API}/radar/attacks/layer7/top/attacks`);
  return res.json();
}
