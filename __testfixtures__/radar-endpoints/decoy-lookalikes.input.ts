// Already on the summary routes, a current top route, and the app's own /radar pages.
export async function summaryBots(token: string) {
  const res = await fetch('https://api.cloudflare.com/client/v4/radar/bots/summary/bot', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

export async function topAses(token: string) {
  const res = await fetch('https://api.cloudflare.com/client/v4/radar/attacks/layer7/top/ases?magnitude=MITIGATED_REQUESTS', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

export async function dashboardTile() {
  const res = await fetch('/radar/verified_bots/top/bots');
  return res.json();
}

export async function weatherRadar() {
  const res = await fetch('https://radar.weather.example/attacks/layer7/top/industry?magnitude=MITIGATED_REQUESTS');
  return res.json();
}
