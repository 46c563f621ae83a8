import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./app/nonce";

/**
 * Renders a page to HTML for the server (src/server/http/pages.ts). The whole page is awaited before
 * the answer starts: nothing of ours streams in later, and its status must be known before it is sent.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let failed = false;
  const body = await renderToReadableStream(
    <NonceContext value={loadContext.nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
    </NonceContext>,
    {
      nonce: loadContext.nonce,
      signal: request.signal,
      onError(error) {
        failed = true;
        loadContext.logError(error);
      },
    },
  );
  await body.allReady;
  headers.set("content-type", "text/html; charset=UTF-8");
  return new Response(request.method === "HEAD" ? null : body, {
    headers,
    status: failed ? 500 : status,
  });
}

/**
 * A loader's or action's error, logged as the server logs everything else (React Router would print it
 * to the console). A visitor who left before the answer is not a failure.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) context.logError(error);
};
