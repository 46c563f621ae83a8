import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { LoadingState } from "../components/ui/spinner";
import { paths } from "../config/paths";
import { NotFoundPage } from "../features/placeholders/routes/not-found-page";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./route-error";
import { GuestOnly, RequireAuth } from "./route-guards";

const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: () => <LoadingState label="Cargando..." />,
    ErrorBoundary: RouteError,
    children: [
      // Real screens load on demand, so the home page does not carry the dashboard's code.
      {
        index: true,
        lazy: { Component: () => import("../features/home/routes/home-page").then((m) => m.HomePage) },
      },
      {
        Component: GuestOnly,
        children: [
          {
            path: paths.auth.login.path,
            lazy: { Component: () => import("../features/auth/routes/login-page").then((m) => m.LoginPage) },
          },
          {
            path: paths.auth.register.path,
            lazy: {
              Component: () => import("../features/auth/routes/register-page").then((m) => m.RegisterPage),
            },
          },
        ],
      },
      {
        path: paths.auth.forgotPassword.path,
        lazy: {
          Component: () =>
            import("../features/auth/routes/forgot-password-page").then((m) => m.ForgotPasswordPage),
        },
      },
      {
        path: paths.auth.resetPassword.path,
        lazy: {
          Component: () =>
            import("../features/auth/routes/reset-password-page").then((m) => m.ResetPasswordPage),
        },
      },
      {
        path: paths.services.path,
        lazy: {
          Component: () =>
            import("../features/services/routes/public-services-page").then((m) => m.PublicServicesPage),
        },
      },
      // The spec's old address of the check screen, kept so its links still land there.
      {
        path: paths.verify.path,
        element: <Navigate to={paths.dashboard.verify.automovil.getHref()} replace />,
      },
      // Same screen under both names (spec section 2).
      ...[paths.reportSearch.path, paths.reports.path].map(
        (path): RouteObject => ({
          path,
          lazy: {
            Component: () =>
              import("../features/reports/routes/report-search-page").then((m) => m.ReportSearchPage),
          },
        }),
      ),
      {
        path: paths.contact.path,
        lazy: {
          Component: () => import("../features/contact/routes/contact-page").then((m) => m.ContactPage),
        },
      },
      {
        path: paths.legal.privacy.path,
        lazy: {
          Component: () =>
            import("../features/legal/routes/privacy-policy-page").then((m) => m.PrivacyPolicyPage),
        },
      },
      {
        path: paths.legal.terms.path,
        lazy: { Component: () => import("../features/legal/routes/terms-page").then((m) => m.TermsPage) },
      },
      {
        path: paths.privacyRequest.path,
        lazy: {
          Component: () =>
            import("../features/privacy/routes/privacy-request-page").then((m) => m.PrivacyRequestPage),
        },
      },
      {
        path: paths.report.path,
        lazy: {
          Component: () =>
            import("../features/reports/routes/public-report-page").then((m) => m.PublicReportPage),
        },
      },
      ...(
        [
          [paths.purchase.automotive.path, "automovil"],
          [paths.purchase.citizen.path, "ciudadana"],
          [paths.purchase.realEstate.path, "inmobiliaria"],
        ] as const
      ).map(
        ([path, slug]): RouteObject => ({
          path,
          lazy: {
            element: () =>
              import("../features/services/routes/service-detail-page").then((m) => (
                <m.ServiceDetailPage slug={slug} />
              )),
          },
        }),
      ),
      {
        path: paths.trial.path,
        lazy: { Component: () => import("../features/services/routes/trial-page").then((m) => m.TrialPage) },
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.dashboard.root.path,
            lazy: {
              Component: () =>
                import("../features/dashboard/routes/dashboard-index-page").then((m) => m.DashboardIndexPage),
            },
          },
          {
            path: paths.dashboard.services.path,
            lazy: {
              Component: () =>
                import("../features/services/routes/services-page").then((m) => m.ServicesPage),
            },
          },
          {
            path: paths.dashboard.account.path,
            lazy: {
              Component: () => import("../features/account/routes/account-page").then((m) => m.AccountPage),
            },
          },
          {
            path: paths.dashboard.verify.automovil.path,
            lazy: {
              Component: () =>
                import("../features/reports/routes/check-vehicle-page").then((m) => m.CheckVehiclePage),
            },
          },
          {
            path: paths.dashboard.verify.personal.path,
            lazy: {
              Component: () =>
                import("../features/personal-security/routes/personal-security-page").then(
                  (m) => m.PersonalSecurityPage,
                ),
            },
          },
          {
            path: paths.dashboard.verify.ciudadana.path,
            lazy: {
              Component: () =>
                import("../features/coming-soon/routes/citizen-check-page").then((m) => m.CitizenCheckPage),
            },
          },
          {
            path: paths.dashboard.verify.inmobiliaria.path,
            lazy: {
              Component: () =>
                import("../features/coming-soon/routes/real-estate-check-page").then(
                  (m) => m.RealEstateCheckPage,
                ),
            },
          },
          {
            path: paths.dashboard.packs.path,
            lazy: {
              Component: () => import("../features/packs/routes/packs-page").then((m) => m.PacksPage),
            },
          },
          {
            path: paths.dashboard.payments.path,
            lazy: {
              Component: () =>
                import("../features/payments/routes/payments-page").then((m) => m.PaymentsPage),
            },
          },
          {
            path: paths.dashboard.reports.path,
            lazy: {
              Component: () =>
                import("../features/reports/routes/my-reports-page").then((m) => m.MyReportsPage),
            },
          },
          {
            path: paths.admin.privacyRequests.path,
            lazy: {
              Component: () =>
                import("../features/privacy/routes/privacy-requests-admin-page").then(
                  (m) => m.PrivacyRequestsAdminPage,
                ),
            },
          },
          {
            path: paths.payment.success.path,
            lazy: {
              Component: () =>
                import("../features/payments/routes/payment-success-page").then((m) => m.PaymentSuccessPage),
            },
          },
          {
            path: paths.payment.error.path,
            lazy: {
              Component: () =>
                import("../features/payments/routes/payment-error-page").then((m) => m.PaymentErrorPage),
            },
          },
          {
            path: paths.payment.pending.path,
            lazy: {
              Component: () =>
                import("../features/payments/routes/payment-pending-page").then((m) => m.PaymentPendingPage),
            },
          },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

const router = createBrowserRouter(routes);

/**
 * Settles once the first page's code has loaded. A prerendered page (/, /servicios, /contacto) arrives
 * with its content already in #root; rendering before this would swap it for the loading fallback.
 */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
