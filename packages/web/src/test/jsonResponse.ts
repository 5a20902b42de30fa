/** A device or companion answer with data: JSON with its `Content-Type`, as both send it. */
export function jsonResponse(body: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return new Response(body, { ...init, headers });
}
