import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { paths } from "./config/paths";

// Every page of the product (paths.ts names them); the files are the features' route modules.
const at = (path: string) => path.replace(/^\//, "");
const page = (path: string, file: string, id?: string) =>
  route(at(path), `features/${file}.tsx`, id ? { id } : {});

export default [
  index("features/home/routes/home-page.tsx"),
  layout("app/guest-only.tsx", [
    page(paths.auth.login.path, "auth/routes/login-page"),
    page(paths.auth.register.path, "auth/routes/register-page"),
  ]),
  page(paths.auth.forgotPassword.path, "auth/routes/forgot-password-page"),
  page(paths.auth.resetPassword.path, "auth/routes/reset-password-page"),
  page(paths.auth.confirmEmail.path, "auth/routes/confirm-email-page"),
  page(paths.services.path, "services/routes/public-services-page"),
  page(paths.developers.path, "developers/routes/developers-page"),
  // The spec's old address of the check screen, kept so its links still land there.
  route(at(paths.verify.path), "app/verify-redirect.tsx"),
  // Same screen under both names (spec section 2).
  page(paths.reportSearch.path, "reports/routes/report-search-page"),
  page(paths.reports.path, "reports/routes/report-search-page", "report-search-alias"),
  page(paths.contact.path, "contact/routes/contact-page"),
  page(paths.legal.privacy.path, "legal/routes/privacy-policy-page"),
  page(paths.legal.terms.path, "legal/routes/terms-page"),
  page(paths.privacyRequest.path, "privacy/routes/privacy-request-page"),
  page(paths.report.path, "reports/routes/public-report-page"),
  page(paths.purchase.automotive.path, "services/routes/service-detail-page", "service-automovil"),
  page(paths.purchase.citizen.path, "services/routes/service-detail-page", "service-ciudadana"),
  page(paths.purchase.realEstate.path, "services/routes/service-detail-page", "service-inmobiliaria"),
  page(paths.trial.path, "services/routes/trial-page"),
  page(paths.organisationInvite.path, "organisation/routes/invitation-page"),
  layout("app/require-auth.tsx", [
    page(paths.dashboard.root.path, "dashboard/routes/dashboard-index-page"),
    page(paths.dashboard.services.path, "services/routes/services-page"),
    page(paths.dashboard.account.path, "account/routes/account-page"),
    page(paths.dashboard.organisation.path, "organisation/routes/organisation-page"),
    page(paths.dashboard.organisationApi.path, "organisation/routes/organisation-api-page"),
    page(
      paths.dashboard.organisationInvite.path,
      "organisation/routes/invitation-page",
      "invitation-signed-in",
    ),
    page(paths.dashboard.verify.automovil.path, "reports/routes/check-vehicle-page"),
    page(paths.dashboard.verify.personal.path, "personal-security/routes/personal-security-page"),
    page(paths.dashboard.verify.ciudadana.path, "coming-soon/routes/citizen-check-page"),
    page(paths.dashboard.verify.inmobiliaria.path, "coming-soon/routes/real-estate-check-page"),
    page(paths.dashboard.packs.path, "packs/routes/packs-page"),
    page(paths.dashboard.payments.path, "payments/routes/payments-page"),
    page(paths.dashboard.reports.path, "reports/routes/my-reports-page"),
    page(paths.dashboard.report.path, "reports/routes/author-report-page"),
    page(paths.dashboard.lots.path, "lots/routes/lots-page"),
    page(paths.dashboard.newLot.path, "lots/routes/new-lot-page"),
    page(paths.dashboard.lot.path, "lots/routes/lot-page"),
    page(paths.admin.privacyRequests.path, "privacy/routes/privacy-requests-admin-page"),
    page(paths.payment.success.path, "payments/routes/payment-success-page"),
    page(paths.payment.error.path, "payments/routes/payment-error-page"),
    page(paths.payment.pending.path, "payments/routes/payment-pending-page"),
  ]),
  route("*", "features/placeholders/routes/not-found-page.tsx"),
] satisfies RouteConfig;
