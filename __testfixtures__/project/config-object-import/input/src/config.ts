// Application settings, the Cloudflare API among them.
export const config = {
  port: Number(process.env.PORT ?? 8080),
  cloudflare: {
    apiUrl: 'https://api.cloudflare.com/client/v4',
    token: process.env.CLOUDFLARE_API_TOKEN,
  },
};

export const vendor = {
  vpn: { apiUrl: 'https://api.vpn-provider.example/v1' },
};
