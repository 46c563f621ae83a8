import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { LoadingState } from "../components/ui/spinner";
import { paths } from "../config/paths";
import { NotFoundPage } from "../features/placeholders/routes/not-found-page";
import { PlaceholderPage } from "../features/placeholders/routes/placeholder-page";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./route-error";
import { GuestOnly, RequireAuth } from "./route-guards";

/** A screen still to be built: a plain page naming it. */
const placeholder = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

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
      placeholder(paths.services.path, "Servicios"),
      placeholder(paths.verify.path, "Verificar vehículo"),
      placeholder(paths.reportSearch.path, "Buscar reporte"),
      placeholder(paths.reports.path, "Buscar reporte"),
      placeholder(paths.contact.path, "Contáctanos"),
      placeholder(paths.report.path, "Informe de validación vehicular"),
      placeholder(paths.purchase.automotive.path, "Seguridad Automotriz"),
      placeholder(paths.purchase.citizen.path, "Verificación Ciudadana"),
      placeholder(paths.purchase.realEstate.path, "Seguridad Inmobiliaria"),
      placeholder(paths.trial.path, "Prueba gratuita"),
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
          placeholder(paths.dashboard.verify.automovil.path, "Verificar automóvil"),
          placeholder(paths.dashboard.verify.personal.path, "Seguridad Personal"),
          placeholder(paths.dashboard.verify.ciudadana.path, "Verificación Ciudadana"),
          placeholder(paths.dashboard.verify.inmobiliaria.path, "Seguridad Inmobiliaria"),
          placeholder(paths.dashboard.packs.path, "Paquetes"),
          placeholder(paths.dashboard.payments.path, "Historial de Pagos"),
          placeholder(paths.dashboard.reports.path, "Mis reportes"),
          placeholder(paths.payment.success.path, "Pago exitoso"),
          placeholder(paths.payment.error.path, "Error en el pago"),
          placeholder(paths.payment.pending.path, "Pago pendiente"),
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
