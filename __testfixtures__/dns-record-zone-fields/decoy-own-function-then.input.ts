interface Membership {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}

async function firstMembership(user: string): Promise<Membership> {
  const res = await fetch(`https://members.example.com/users/${user}/memberships`);
  return (await res.json())[0];
}

export function describe(user: string): Promise<string> {
  return firstMembership(user).then((m) => `${m.name} in ${m.zone_name} (${m.zone_id})`);
}
