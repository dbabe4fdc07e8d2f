// Another service's v4 client paths, and prose naming the prefix.
export const billingRules = (zone: string) => `https://billing.example.org/client/v4/zones/${zone}/firewall/rules`;
export const note = 'client/v4 is the prefix of the console routes: zones/firewall/rules';
export const docsLabel = 'client/v4 zones firewall rules';
