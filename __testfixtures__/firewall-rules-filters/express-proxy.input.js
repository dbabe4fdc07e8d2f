const express = require('express');
const axios = require('axios');

const CF_API = 'https://api.cloudflare.com/client/v4';
const router = express.Router();

// The route path mirrors Cloudflare's; only the request to Cloudflare is deprecated.
router.get('/zones/:zone_id/firewall/rules', async (req, res, next) => {
  try {
    const response = await axios.get(`${CF_API}/zones/${req.params.zone_id}/firewall/rules`, {
      headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
    });
    res.json(response.data.result);
  } catch (err) {
    next(err);
  }
});

router.post('/zones/:zone_id/filters', (req, res) => res.status(410).send('gone'));

module.exports = router;
