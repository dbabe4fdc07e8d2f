// The same template against a log shipper's API: the placeholder stays a placeholder, nothing to do.
const ZONE_TAG = ""; // fill me in

export default {
  async scheduled() {
    await fetch(`https://logs.example.io/v1/zones/${ZONE_TAG}/filters`);
  },
};
