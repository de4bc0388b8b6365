import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerEncoding, compressAnswer, oneCallEncoding } from './compression.ts';

/** An answer's JSON bytes, written once, with each encoding a client asked for, compressed once. */
interface SharedBody {
  bytes: Buffer;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

/**
 * Keyed by the answer object itself: while a shared answer is kept (and handed to every identical request), its
 * bytes are kept with it; once it is dropped, nothing holds either.
 */
const bodies = new WeakMap<object, SharedBody>();

function bodyOf(reply: FastifyReply, answer: object): SharedBody {
  const known = bodies.get(answer);
  if (known) return known;
  // The route's own writer (its response schema), as for any other answer of the route.
  const written = reply.serialize(answer);
  const bytes = typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
  const body = { bytes, encoded: {} };
  bodies.set(answer, body);
  return body;
}

/**
 * Send an answer that many requests share (the same object to each of them), writing its JSON and compressing it
 * once per answer instead of once per request. The headers and bytes are those the route would send anyway: an
 * answer the compression plugin would leave alone, or stream, goes to it as the JSON it would have written.
 * Only for an answer that is the same for everyone who receives it: a member's answer must never come here.
 */
export function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
  const body = bodyOf(reply, answer);
  // Bytes with a JSON content type go out as they are (no second serialisation).
  reply.type('application/json; charset=utf-8');
  const encoding = oneCallEncoding(request.headers, body.bytes.length);
  if (encoding === null) return reply.send(body.bytes);
  body.encoded[encoding] ??= compressAnswer(encoding, body.bytes);
  const compressed = body.encoded[encoding];
  // Vary as the plugin sets it: added to what the route already varies by.
  const vary = reply.getHeader('vary');
  const varies = vary === undefined ? [] : (Array.isArray(vary) ? vary : [vary]).map(String);
  if (!varies.some((name) => name.includes('accept-encoding')))
    reply.header('vary', [...varies, 'accept-encoding'].join(', '));
  // With its encoding set, the compression plugin lets the answer through as it is.
  return reply
    .header('content-encoding', encoding)
    .header('content-length', compressed.length)
    .send(compressed);
}
