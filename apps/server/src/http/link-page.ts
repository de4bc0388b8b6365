import type { FastifyReply, FastifyRequest } from 'fastify';
import { COLORS, escapeHtml, FONT } from '../lib/html.ts';
import { AppError } from './errors.ts';

// A link in an email is followed by a browser, so its failures are shown as a page (with a way on) rather than
// the API's JSON, in the emails' own colours. Clients that ask for JSON keep the error shape every call uses.

function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendLinkProblemPage(reply: FastifyReply, err: AppError): FastifyReply {
  const message = escapeHtml(err.message);
  return reply
    .status(err.status)
    .header('cache-control', 'no-store, private')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This link cannot be followed · Upstream</title>
<style>
  body { margin: 0; font-family: ${FONT}; color: ${COLORS.text};
    background: ${COLORS.background}; display: grid; min-height: 100vh; place-items: center; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2rem; background: #fff; border: 1px solid ${COLORS.border};
    border-radius: 0.75rem; }
  h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1.5rem; }
  a { display: inline-block; margin: 0 0.75rem 0.5rem 0; padding: 0.6rem 1rem; border-radius: 0.5rem;
    background: ${COLORS.brand}; color: #fff; text-decoration: none; font-weight: 600; }
  a.secondary { background: none; color: ${COLORS.brand}; padding-left: 0; }
  a:focus-visible { outline: 3px solid ${COLORS.brand}; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>This link cannot be followed</h1>
<p>${message}</p>
<a href="/job-search">See current jobs</a><a class="secondary" href="/">Go to the homepage</a>
</main>
</body>
</html>
`);
}

/** Run an email link's handler; a failure a person can act on becomes the page above for a browser. */
export async function asLinkPage<Reply extends FastifyReply>(
  request: FastifyRequest,
  reply: Reply,
  handle: () => Promise<Reply>,
): Promise<Reply> {
  try {
    return await handle();
  } catch (err) {
    if (err instanceof AppError && err.status < 500 && wantsPage(request)) {
      sendLinkProblemPage(reply, err);
      return reply;
    }
    throw err;
  }
}
