import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

export async function attacksBy(magnitude: 'MITIGATED_REQUESTS' | 'AFFECTED_ZONES') {
  const res = await axios.get(`${API}/radar/attacks/layer7/top/attacks`, { params: { magnitude, limit: 5 } });
  return res.data.result;
}

export async function onlyDefault() {
  const res = await fetch(`${API}/radar/attacks/layer7/top/attacks?magnitude=MITIGATED_REQUESTS`);
  return res.json();
}
