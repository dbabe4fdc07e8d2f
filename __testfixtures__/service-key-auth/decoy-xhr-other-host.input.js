// Another provider's headers named alike, over XMLHttpRequest.
function otherApi(key) {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', '/v1/keys');
  xhr.setRequestHeader('X-Auth-Service-Key', key);
  xhr.setRequestHeader('X-User-Service-Key', key);
  xhr.send();
  return xhr;
}

module.exports = { otherApi };
