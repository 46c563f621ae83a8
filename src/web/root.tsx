import "./app/load-context";
import { type ReactNode, useContext, useEffect } from "react";
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Scripts,
  useLoaderData,
} from "react-router";
import { RootLayout } from "./app/layouts/root-layout";
import { NonceContext } from "./app/nonce";
import { AppProviders } from "./app/providers";
import { RouteError } from "./app/route-error";
import { DEFAULT_META } from "./config/page-meta";
import type { TRootData } from "./lib/site";
import stylesheet from "./styles.css?url";

// The SVG logo where it is read; favicon.ico for the rest, and the 180 px PNG an iPhone puts on its home
// screen (scripts/icons.mjs draws both from the SVG).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "stylesheet", href: stylesheet },
];

export const meta: MetaFunction = () => DEFAULT_META;

/** What every page needs from the server: who is looking, and the deployment's public settings. */
export async function loader({ context }: LoaderFunctionArgs): Promise<TRootData> {
  return { viewer: await context.viewer(), site: context.site, publicUrl: context.publicUrl };
}

/**
 * Drawn once per page load: the viewer only seeds the query cache (which keeps it current from then on)
 * and the site's settings are the deployment's, so a navigation asks the server for its own page's data
 * alone, and a failure of that request is the page's to show.
 */
export const shouldRevalidate = () => false;

/**
 * zod probes for eval (new Function) as a module defines its schemas; our Content-Security-Policy forbids
 * eval, so the probe would only log a violation, and parsing without it is as correct. A classic script
 * runs before any module of the page, so zod finds the setting in its global whichever chunk loads first.
 */
const ZOD_WITHOUT_EVAL = "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true}";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  return (
    <html lang="es-CL">
      <head>
        <meta charSet="UTF-8" />
        {/* viewport-fit=cover: an iPhone reports its safe areas (the action bar's bottom padding reads them). */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* The browser hides a nonce once the page is parsed: the one the client draws is empty. */}
        <script nonce={nonce} suppressHydrationWarning>
          {ZOD_WITHOUT_EVAL}
        </script>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * A server-drawn page looks ready before its buttons work; this marks the moment React has taken over,
 * so an automated visitor knows when a click will be heard.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
  }, []);
  return null;
}

export default function App() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <AppProviders viewer={viewer}>
      <MarkInteractive />
      <RootLayout />
    </AppProviders>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
