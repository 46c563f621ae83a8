// Server entry of the prerender build (see vite-plugin.ts): renders one page to HTML.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { RootLayout } from "../app/layouts/root-layout";
import { paths } from "../config/paths";
import { ContactPage } from "../features/contact/routes/contact-page";
import { HomePage } from "../features/home/routes/home-page";
import { PublicReportPage } from "../features/reports/routes/public-report-page";
import { PublicServicesPage } from "../features/services/routes/public-services-page";
import { meQueryOptions } from "../lib/auth";

const pages: Record<string, ComponentType> = {
  [paths.home.path]: HomePage,
  [paths.services.path]: PublicServicesPage,
  [paths.contact.path]: ContactPage,
  [paths.report.path]: PublicReportPage,
};

/** The markup that goes inside #root for `path`, as a visitor without a session sees it. */
export function renderPage(path: string): string {
  const Page = pages[path];
  if (!Page) throw new Error(`no prerendered page for ${path}`);
  // Any value fits a parameter: the frame drawn before the page's data arrives does not show it.
  const location = path.replace(/:\w+/g, "-");
  const queryClient = new QueryClient();
  // Rendered for a visitor: a member's own buttons appear as soon as the script knows the session.
  queryClient.setQueryData(meQueryOptions.queryKey, null);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={location}>
        <Routes>
          <Route path={paths.home.path} element={<RootLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
}
