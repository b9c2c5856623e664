import type { MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"
import { errorResponse, HttpError } from "./errors"

/** The largest request body the API reads: every call's JSON fits in a few kB. */
export const MAX_BODY_BYTES = 64 * 1024

export const payloadTooLarge = () =>
  new HttpError({ code: "PAYLOAD_TOO_LARGE", message: `The body is larger than ${MAX_BODY_BYTES} bytes` })

/**
 * 413 PAYLOAD_TOO_LARGE for a body over MAX_BODY_BYTES, before it is read in full: a Content-Length
 * over the limit is refused without reading; a chunked body is counted while it arrives and refused at
 * the first byte over. (Node's parser ends a body at its Content-Length, so that header cannot lie.)
 */
const limit: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => errorResponse(c, payloadTooLarge()),
})

/**
 * A GET or HEAD has no body to limit (fetch's Request refuses one; no handler reads one), and asking
 * (`c.req.raw.body`) turns @hono/node-server's lightweight request into a full one: about a sixth of the
 * CPU time of a small GET (issue 16). Only the other methods are counted.
 */
export const limitBody: MiddlewareHandler = (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next))
