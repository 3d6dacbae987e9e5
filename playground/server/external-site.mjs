// A page that plays "Acme Calendar", the external site of the URL-mode demo. It lives on the demo
// server's origin, not the playground's, as a real third-party sign-in would.

const escape = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Acme Calendar</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #1f1d1a; }
  header { background: #2f4858; color: #fff; padding: 0.75rem 1.5rem; font-weight: 700; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 6px; border: 2px solid #2f4858; cursor: pointer; }
  button[value="allow"] { background: #2f4858; color: #fff; }
  button[value="deny"] { background: #fff; color: #2f4858; margin-left: 0.5rem; }
  button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
</style>
</head>
<body>
<header>Acme Calendar <small>(demo external site)</small></header>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * Serves `/external/acme/authorize`: GET shows the consent page, POST records the choice.
 * Returns `undefined` for any other path.
 * @param {Request} request
 * @param {import('./state.mjs').DemoState} state
 */
export async function externalSite(request, state) {
  const url = new URL(request.url);
  if (url.pathname !== '/external/acme/authorize') return undefined;
  const html = (status, title, body) =>
    new Response(page(title, body), { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

  if (request.method === 'GET') {
    const flow = state.flows.get(url.searchParams.get('flow') ?? '');
    if (flow === undefined) return html(404, 'Link expired', '<h1>This sign-in link has expired</h1><p>Call the tool again.</p>');
    if (flow.status !== 'pending') {
      return html(
        200,
        'Already answered',
        `<h1>Already answered</h1><p>You already ${flow.status === 'authorized' ? 'allowed' : 'denied'} access. You can close this tab.</p>`,
      );
    }
    return html(
      200,
      'Allow access',
      `<h1>Allow “Playground demo server” to read your calendar?</h1>
<p>Signed in as <strong>ada@acme.example</strong>. The demo server will see when you are free or busy, never the events themselves.</p>
<form method="post">
  <input type="hidden" name="flow" value="${escape(flow.id)}">
  <button type="submit" name="choice" value="allow">Allow</button>
  <button type="submit" name="choice" value="deny">Deny</button>
</form>`,
    );
  }

  if (request.method === 'POST') {
    const form = await request.formData();
    const flow = state.finishFlow(String(form.get('flow') ?? ''), form.get('choice') === 'allow');
    if (flow === undefined) return html(404, 'Link expired', '<h1>This sign-in link has expired</h1>');
    const done = flow.status === 'authorized' ? 'Access allowed' : 'Access denied';
    return html(200, done, `<h1>${done}</h1><p>You can close this tab and go back to the playground.</p>`);
  }

  return new Response('Method not allowed', { status: 405 });
}
