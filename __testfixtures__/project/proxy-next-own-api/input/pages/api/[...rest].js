// The app's own API: answers /api/* from its database.
export default function handler(req, res) {
  res.json({ stored: req.query.rest });
}
