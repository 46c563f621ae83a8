import type { SeedUserOptions } from "#server/seed/seed-user";

// The accounts e2e tests sign in with when signing up is not what they test (decision 090): written by
// the global set-up with seedUser before the server opens the embedded database, one per test that needs
// one, so that no two tests share a balance. The register wizard is walked only where it is the subject.

/** What each account is; its e-mail is made from its key (seededEmail). */
export const SEEDED_ACCOUNTS = {
  existingAccount: { firstName: "Valentina", lastName: "Muñoz" },
  accountSettings: { firstName: "Valentina", lastName: "Muñoz" },
  bouncedFromLogin: { firstName: "Valentina", lastName: "Muñoz" },
  dealerAdmin: { firstName: "Rodrigo", lastName: "Parra" },
  apiAdmin: { firstName: "Camila", lastName: "Rojas" },
  apiSellersAdmin: { firstName: "Camila", lastName: "Rojas" },
  apiSeller: { firstName: "Javiera", lastName: "Soto" },
  deeperReport: { firstName: "Javiera", lastName: "Araya" },
  buyerUnconfirmed: { firstName: "Valentina", lastName: "Muñoz", confirmed: false },
  buyerOutOfTrials: { firstName: "Valentina", lastName: "Muñoz" },
  fleetBuyer: { firstName: "Rodrigo", lastName: "Parra" },
  plateFirstReturning: { firstName: "Ignacio", lastName: "Soto" },
  // Issue 40's dead ends: a plate without data, and a purchase made on the way to a plate.
  deadEndNoData: { firstName: "Martina", lastName: "Fuentes" },
  deadEndPurchase: { firstName: "Martina", lastName: "Fuentes" },
  // The phone walk in WebKitGTK and Firefox ESR (e2e/other-engines.e2e.ts).
  otherEnginesWebkit: { firstName: "Sofía", lastName: "Pérez" },
  otherEnginesFirefox: { firstName: "Sofía", lastName: "Pérez" },
  repeatAsks: { firstName: "Tomás", lastName: "Vidal" },
  repeatPending: { firstName: "Tomás", lastName: "Vidal" },
  glanceAuthor: { firstName: "Ignacia", lastName: "Pérez" },
  glanceSharer: { firstName: "Ignacia", lastName: "Pérez" },
  // Seven plates' reports, author and shared page alike (e2e/first-screen.e2e.ts).
  firstScreen: { firstName: "Martina", lastName: "Fuentes", purchased: 7 },
  reportsUnconfirmed: { firstName: "Camila", lastName: "Rojas", confirmed: false },
  reportsPartial: { firstName: "Camila", lastName: "Rojas" },
  reportsWithdraw: { firstName: "Camila", lastName: "Rojas" },
  sharedLinkAuthor: { firstName: "Tomás", lastName: "Araya" },
  servicesCards: { firstName: "Valentina", lastName: "Muñoz" },
  spanishDashboard: { firstName: "Valentina", lastName: "Muñoz" },
} satisfies Record<string, SeedUserOptions>;

export type SeededAccountKey = keyof typeof SEEDED_ACCOUNTS;

/** 'dealerAdmin' → 'e2e.dealeradmin@correo.cl': fresh in each run, whose database is new. */
export const seededEmail = (key: SeededAccountKey) => `e2e.${key.toLowerCase()}@correo.cl`;

/** What a test gets of its account: how to sign in with it, and a session already open. */
export type SeededAccount = {
  email: string;
  password: string;
  cookie: { name: string; value: string };
};
