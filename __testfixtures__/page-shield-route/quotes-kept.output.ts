// The file mostly uses single quotes; the edited URL keeps the double quotes it was written with.
const headers = { 'Content-Type': 'application/json' };

export const policies = (zone: string) =>
  fetch("https://api.cloudflare.com/client/v4/zones/" + zone + "/page_shield/policies", { headers });
