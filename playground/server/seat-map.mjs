// The demo's MCP App (app-rendered elicitations, a draft): a seat map that answers a booking
// question. A page that speaks the MCP Apps protocol with its host over postMessage, written by hand
// from the spec (no build step): `ui/initialize`, then the forwarded `elicitation/create`, answered
// with the seat the user picks. Shared by the demo server's `ui://` resource and the screenshots.

export const SEAT_MAP_URI = 'ui://playground/seat-map.html';

/** The seats the map offers, as the booking schema's enum. */
export const SEATS = ['11A', '11B', '11E', '11F', '12A', '12C', '12D', '12F', '14A', '14C', '14D', '14F'];

/** The app's document. */
export function seatMapHtml() {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Seat map</title>
<style>
  :root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
  body { margin: 12px; }
  h1 { font-size: 1rem; margin: 0 0 8px; }
    .cabin { display: grid; grid-template-columns: repeat(4, 3.5rem); gap: 6px; }
  button { font: inherit; height: 2.5rem; border-radius: 8px; border: 1px solid #8c959f; background: #f6f8fa; color: inherit; cursor: pointer; }
  button[aria-pressed="true"] { background: #0a58ca; color: #fff; border-color: #0a58ca; }
  button:disabled { opacity: .4; cursor: not-allowed; }
  .send { margin-top: 12px; width: 100%; background: #0a58ca; color: #fff; border-color: #0a58ca; }
  @media (prefers-color-scheme: dark) { button { background: #22272e; } }
</style>
</head>
<body>
<h1 id="title">Choose a seat</h1>
<p id="message"></p>
<div class="cabin" role="group" aria-labelledby="title" id="cabin"></div>
<button type="button" class="send" id="send" disabled>Book this seat</button>
<script>
(() => {
  const taken = new Set(['11B', '12D', '14A']);
  let nextId = 1;
  let request;
  let chosen;
  const waiting = new Map();
  const send = (message) => window.parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
  const call = (method, params) => {
    const id = nextId++;
    send({ id, method, params });
    return new Promise((resolve) => waiting.set(id, resolve));
  };
  function render(seats) {
    const cabin = document.getElementById('cabin');
    cabin.replaceChildren();
    for (const seat of seats) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = seat;
      button.disabled = taken.has(seat);
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => {
        chosen = seat;
        for (const other of cabin.querySelectorAll('button')) other.setAttribute('aria-pressed', String(other === button));
        document.getElementById('send').disabled = false;
      });
      cabin.append(button);
    }
  }
  document.getElementById('send').addEventListener('click', () => {
    if (request === undefined || chosen === undefined) return;
    send({ id: request.id, result: { action: 'accept', content: { seat: chosen } } });
    request = undefined;
  });
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (typeof message !== 'object' || message === null || message.jsonrpc !== '2.0') return;
    if ('id' in message && ('result' in message || 'error' in message)) {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
      return;
    }
    if (message.method === 'elicitation/create' && 'id' in message) {
      request = message;
      document.getElementById('message').textContent = String(message.params.message ?? '');
      const seats = message.params.requestedSchema?.properties?.seat?.enum;
      render(Array.isArray(seats) ? seats.filter((seat) => typeof seat === 'string') : []);
      return;
    }
    if ('id' in message && (message.method === 'ping' || message.method === 'ui/resource-teardown')) send({ id: message.id, result: {} });
  });
  call('ui/initialize', { appInfo: { name: 'seat-map', version: '1.0.0' }, appCapabilities: {}, protocolVersion: '2026-01-26' }).then(() =>
    send({ method: 'ui/notifications/initialized', params: {} }),
  );
})();
</script>
</body>
</html>`;
}
