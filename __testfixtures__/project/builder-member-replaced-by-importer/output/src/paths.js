// Path builders shared by the app.
export const Routes = {
  build: {
    // cf-codemod(mirage-setting): /zones/:zone_id/settings/mirage is written here, but its request is not traced to a Cloudflare client: none: the feature is gone
    quiet: (zone) => `/zones/${zone}/settings/mirage`,
    lookup: (zone, id) => `/zones/${zone}/dns_records/${id}`,
  },
};
