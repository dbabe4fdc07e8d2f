// Path builders shared by the app.
export const Routes = {
  build: {
    quiet: (zone) => `/zones/${zone}/settings/mirage`,
    lookup: (zone, id) => `/zones/${zone}/dns_records/${id}`,
  },
};
