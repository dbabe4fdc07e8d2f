// Our own certificate proxy on another host takes the key in the same header.
export function viaProxy(key: string): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', 'https://certs.internal.example/certificates');
  xhr.setRequestHeader('X-Auth-User-Service-Key', key);
  xhr.setRequestHeader('X-Auth-Key', key);
  xhr.send();
  return xhr;
}
