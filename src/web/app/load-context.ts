import type { PageContext } from "#domain/contract/page-context";

// The server passes a PageContext to every loader (src/server/http/pages.ts).
declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
