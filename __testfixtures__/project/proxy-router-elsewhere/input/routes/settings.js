// A route of the panel's own: registering it sends nothing.
const router = require('express').Router();

router.patch('/api/zones/:zone/settings/brotli', (req, res) => {
  res.json({ saved: req.body.value });
});

module.exports = router;
