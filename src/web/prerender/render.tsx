// Server entry of the prerender build (see vite-plugin.ts): renders a page to HTML, at build time for
// the fixed pages and, on the server, for each shared report.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { RootLayout } from "../app/layouts/root-layout";
import { paths } from "../config/paths";
import { ContactPage } from "../features/contact/routes/contact-page";
import { siteQueryOptions } from "../features/home/api/get-site";
import { HomePage } from "../features/home/routes/home-page";
import { PrivacyPolicyPage } from "../features/legal/routes/privacy-policy-page";
import { TermsPage } from "../features/legal/routes/terms-page";
import {
  PUBLIC_REPORT_DATA_ID,
  publicReportQueryKey,
  settleRefusal,
} from "../features/reports/api/get-public-report";
import type { TPublicReport, TReportPageData } from "../features/reports/api/report-schemas";
import { PublicReportPage } from "../features/reports/routes/public-report-page";
import { PublicServicesPage } from "../features/services/routes/public-services-page";
import { meQueryOptions } from "../lib/auth";
import { jsonScript } from "./page-html";
import { CONTROLLER_PLACEHOLDERS } from "./pages";

const pages: Record<string, ComponentType> = {
  [paths.home.path]: HomePage,
  [paths.services.path]: PublicServicesPage,
  [paths.contact.path]: ContactPage,
  [paths.legal.privacy.path]: PrivacyPolicyPage,
  [paths.legal.terms.path]: TermsPage,
  [paths.report.path]: PublicReportPage,
};

/** The markup inside #root of `routePath` at `location`, as a visitor without a session sees it. */
function renderRoute(routePath: string, location: string, queryClient: QueryClient): string {
  const Page = pages[routePath];
  if (!Page) throw new Error(`no prerendered page for ${routePath}`);
  // Rendered for a visitor: a member's own buttons appear as soon as the script knows the session.
  queryClient.setQueryData(meQueryOptions.queryKey, null);
  // The deployment's settings are the server's to fill in: the controller's placeholders, replaced as
  // each prerendered page is sent; no dealer link, which the script adds once /api/site answers.
  queryClient.setQueryData(siteQueryOptions.queryKey, {
    dealerSiteUrl: null,
    controller: CONTROLLER_PLACEHOLDERS,
  });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={location}>
        <Routes>
          <Route path={paths.home.path} element={<RootLayout />}>
            <Route path={routePath} element={<Page />} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/** A fixed page; one with parameters is drawn as its frame, before its data exists. */
export function renderPage(path: string): string {
  // Any value fits a parameter: the frame does not show it.
  return renderRoute(path, path.replace(/:\w+/g, "-"), new QueryClient());
}

/**
 * The public report page with its report drawn in (`root`, for #root), and the report as data for the
 * page's code (`data`, for after #root), which then draws the same page without asking for it again.
 */
export function renderPublicReport(report: TPublicReport): { root: string; data: string } {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicReportQueryKey(report.accessCode), report);
  return {
    root: renderRoute(paths.report.path, paths.report.getHref(report.accessCode), queryClient),
    data: pageData({ report }),
  };
}

/**
 * The public report page when it has no report (no such code, a withdrawn or expired link, too many
 * lookups): the reason drawn in (`root`), and as data (`data`) for the page's code to start from.
 */
export function renderRefusal(
  accessCode: string,
  refusal: { status: number; message: string },
): { root: string; data: string } {
  const queryClient = new QueryClient();
  settleRefusal(queryClient, accessCode, refusal);
  return {
    root: renderRoute(paths.report.path, paths.report.getHref(accessCode), queryClient),
    data: pageData({ accessCode, refusal }),
  };
}

const pageData = (data: TReportPageData): string =>
  jsonScript("application/json", data, PUBLIC_REPORT_DATA_ID);
