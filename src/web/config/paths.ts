import { CONFIRM_EMAIL_PATH } from "#domain/confirm-email-path";

/** Every route of the product in one place: routes use `path`, links use `getHref`. */
const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: fixed("/"),
  auth: {
    login: {
      path: "/login",
      getHref: (redirect?: string) =>
        redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : "/login",
    },
    register: fixed("/register"),
    forgotPassword: fixed("/forgot-password"),
    resetPassword: {
      path: "/reset-password",
      /** `afterConfirmation`: the address was just confirmed, and this browser chooses the password. */
      getHref: (opts?: { token: string; afterConfirmation: boolean }) =>
        opts
          ? `/reset-password?${new URLSearchParams({ token: opts.token, ...(opts.afterConfirmation ? { confirmado: "1" } : {}) })}`
          : "/reset-password",
    },
    confirmEmail: { path: CONFIRM_EMAIL_PATH, getHref: () => CONFIRM_EMAIL_PATH },
  },
  services: fixed("/servicios"),
  // The dealer API's quick start and reference (issue 31), for the developers of a dealer's systems.
  developers: fixed("/desarrolladores"),
  verify: fixed("/verificar"),
  reportSearch: fixed("/buscar-reporte"),
  reports: fixed("/reportes"),
  contact: fixed("/contacto"),
  legal: {
    privacy: fixed("/privacidad"),
    terms: fixed("/terminos"),
  },
  // A right of Ley 21.719 exercised by anyone, usually a vehicle owner without an account.
  privacyRequest: fixed("/privacidad/solicitud"),
  report: {
    path: "/reporte/:accessCode",
    getHref: (accessCode: string) => `/reporte/${encodeURIComponent(accessCode)}`,
  },
  purchase: {
    automotive: fixed("/servicios/automovil"),
    citizen: fixed("/servicios/ciudadana"),
    realEstate: fixed("/servicios/inmobiliaria"),
  },
  // An automotora's invitation, as its mail links it (server: services/organisations/invite-member.ts).
  organisationInvite: {
    path: "/automotora/invitacion",
    getHref: (token: string) => `/automotora/invitacion?${new URLSearchParams({ token })}`,
  },
  trial: {
    path: "/trial/:timestamp",
    getHref: (timestamp: string) => `/trial/${encodeURIComponent(timestamp)}`,
  },
  payment: {
    success: fixed("/payment/success"),
    error: fixed("/payment/error"),
    pending: fixed("/payment/pending"),
  },
  dashboard: {
    root: fixed("/dashboard"),
    services: fixed("/dashboard/servicios"),
    // Keyed by service slug: the services page links to verificar-{slug}.
    verify: {
      automovil: fixed("/dashboard/servicios/verificar-automovil"),
      personal: fixed("/dashboard/servicios/verificar-personal"),
      ciudadana: fixed("/dashboard/servicios/verificar-ciudadana"),
      inmobiliaria: fixed("/dashboard/servicios/verificar-inmobiliaria"),
    },
    packs: {
      path: "/dashboard/servicios/paquetes",
      /** `automotoras`: the page opens on its Automotoras tab (fleet packs). */
      getHref: (tab?: "automotoras") =>
        tab ? `/dashboard/servicios/paquetes?tipo=${tab}` : "/dashboard/servicios/paquetes",
    },
    account: fixed("/dashboard/cuenta"),
    organisation: fixed("/dashboard/automotora"),
    // An administrador's API keys and webhooks, for the automotora's own systems (issue 31).
    organisationApi: fixed("/dashboard/automotora/api"),
    // The invitation page again, where the login page may bring a person back (it honours /dashboard only).
    organisationInvite: {
      path: "/dashboard/automotora/invitacion",
      getHref: (token: string) => `/dashboard/automotora/invitacion?${new URLSearchParams({ token })}`,
    },
    payments: fixed("/dashboard/pagos"),
    reports: fixed("/dashboard/reportes"),
    // The author's own page of one report, whatever became of its shared link.
    report: {
      path: "/dashboard/reportes/:reportId",
      getHref: (reportId: string) => `/dashboard/reportes/${encodeURIComponent(reportId)}`,
    },
    // An automotora's lots: many plates checked at once on its balance (issue 30).
    lots: fixed("/dashboard/lotes"),
    newLot: fixed("/dashboard/lotes/nuevo"),
    lot: {
      path: "/dashboard/lotes/:lotId",
      getHref: (lotId: string) => `/dashboard/lotes/${encodeURIComponent(lotId)}`,
    },
  },
  admin: {
    // The privacy team's queue of rights requests; the server refuses anyone else.
    privacyRequests: fixed("/admin/privacidad"),
  },
} as const;

/** Ids of the home page sections that the navigation and footer scroll to. */
export const homeSections = {
  start: "inicio",
  howItWorks: "como-funciona",
  services: "servicios",
  about: "nosotros",
} as const;

export type THomeSection = (typeof homeSections)[keyof typeof homeSections];
