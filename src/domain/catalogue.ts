// The packs and services on sale (spec section 9, prices of issue 40). Data, not literals spread through
// components: the server prices every purchase from here when its checkout starts, and the browser only ever
// sends a pack id. A purchase keeps the amount it was started at (transactions.amount): nothing reads this
// list to price a purchase already made, so a change here applies to the next checkout only (decision 098).

import { formatClp } from "./format";
import { may, type Role } from "./organisation/roles";

export type Segment = "personas" | "automotoras";

export type Pack = {
  id: string;
  name: string;
  reports: number;
  description: string;
  /** Whole CLP. */
  price: number;
  /**
   * Shown struck through beside the price only where it is higher. Simple's and Plus's are the spec's; the
   * packs whose price fell in issue 40 have the price they were sold at until then (decision 098).
   */
  originalPrice: number;
  segment: Segment;
};

export const TEST_PACK_ID = "prueba";

const PACKS: readonly Pack[] = [
  {
    id: "simple",
    name: "Simple",
    reports: 1,
    description: "Un informe completo para revisar el auto que quieres comprar.",
    price: 6390,
    originalPrice: 7990,
    segment: "personas",
  },
  {
    id: "plus",
    name: "Plus",
    reports: 3,
    description: "Tres informes para comparar antes de decidir.",
    price: 12790,
    originalPrice: 11980,
    segment: "personas",
  },
  {
    id: "max",
    name: "Max",
    reports: 5,
    description: "Cinco informes para una búsqueda a fondo.",
    price: 19990,
    originalPrice: 22370,
    segment: "personas",
  },
  {
    id: TEST_PACK_ID,
    name: "Max Plus",
    reports: 10,
    description: "Pack de prueba para verificar pagos reales con un monto mínimo.",
    price: 100,
    originalPrice: 100,
    segment: "personas",
  },
  {
    id: "flota-10",
    name: "Flota 10",
    reports: 10,
    description: "Para automotoras que revisan varios autos al mes.",
    price: 37900,
    originalPrice: 62830,
    segment: "automotoras",
  },
  {
    id: "flota-50",
    name: "Flota 50",
    reports: 50,
    description: "Para automotoras con alto movimiento.",
    price: 169900,
    originalPrice: 304630,
    segment: "automotoras",
  },
  {
    id: "flota-100",
    name: "Flota 100",
    reports: 100,
    description: "Para automotoras y empresas con flota propia.",
    price: 299900,
    originalPrice: 609280,
    segment: "automotoras",
  },
];

/** The 100 CLP pack exists only where ENABLE_TEST_PACK=1, to try real payments cheaply. */
export function listPacks(opts: { includeTestPack: boolean }): Pack[] {
  return PACKS.filter((p) => p.id !== TEST_PACK_ID || opts.includeTestPack);
}

export function findPack(id: string, opts: { includeTestPack: boolean }): Pack | undefined {
  return listPacks(opts).find((p) => p.id === id);
}

/**
 * A pack for an automotora's shared balance (the Automotoras tab). Its administrador buys it online like
 * any pack (decision 078); everyone else is sent to /contacto, as the spec's tab does.
 */
export const isFleetPack = (pack: Pick<Pack, "segment">): boolean => pack.segment === "automotoras";

/** Whose balance a purchase goes to, or why the buyer may not make it. */
export type PurchaseFor =
  | { ok: true; account: "person" | "organisation" }
  | { ok: false; refusal: "not_a_dealer" | "not_an_admin" };

/**
 * Who may buy `pack`, given the buyer's role in an organisation (null: they belong to none), and for
 * whose balance (decision 078). A person's pack is always for the buyer's own account, whatever their
 * balance switch says: the switch chooses what a check spends, not where a purchase goes. A fleet pack
 * is the organisation's, bought by one of its administradores.
 */
export function purchaseFor(pack: Pick<Pack, "segment">, role: Role | null): PurchaseFor {
  if (!isFleetPack(pack)) return { ok: true, account: "person" };
  if (role === null) return { ok: false, refusal: "not_a_dealer" };
  return may(role, "buy") ? { ok: true, account: "organisation" } : { ok: false, refusal: "not_an_admin" };
}

/** The struck-through price, or null where the spec's "original" is not really higher. */
export const visibleOriginalPrice = (pack: Pick<Pack, "price" | "originalPrice">): number | null =>
  pack.originalPrice > pack.price ? pack.originalPrice : null;

export const packConcept = (pack: Pick<Pack, "name" | "reports">): string =>
  `Pack ${pack.name} (${pack.reports} ${pack.reports === 1 ? "informe" : "informes"})`;

/** What one report costs inside a pack, in whole pesos: the figure that lets packs of any size be compared. */
export const pricePerReport = (pack: Pick<Pack, "price" | "reports">): number =>
  Math.round(pack.price / pack.reports);

/** '$3.998 por informe'. */
export const formatPricePerReport = (pack: Pick<Pack, "price" | "reports">): string =>
  `${formatClp(pricePerReport(pack))} por informe`;

/**
 * The person's pack with the lowest price per report, the one 'Desde $X por informe' quotes (decision
 * 065); on a tie, the one listed first. The test pack is a way to try real payments, not an offer, and a
 * fleet pack is no offer to a person, so neither counts. Without a list, the catalogue's, which always has
 * packs on sale; a list may have none.
 */
export function cheapestPack(): Pack;
export function cheapestPack(packs: readonly Pack[]): Pack | undefined;
export function cheapestPack(packs: readonly Pack[] = PACKS): Pack | undefined {
  let cheapest: Pack | undefined;
  for (const pack of packs) {
    if (pack.id === TEST_PACK_ID || isFleetPack(pack)) continue;
    if (!cheapest || pricePerReport(pack) < pricePerReport(cheapest)) cheapest = pack;
  }
  return cheapest;
}

/** One pair of packs against 'per report, the price falls with volume' (priceRuleBreaches). */
export type PriceRuleBreach = {
  /** The pack that should cost less per report, and does not. */
  pack: string;
  /** The pack it costs no less than, per report. */
  than: string;
  /** Which half of the rule: a bigger pack of the same tab, or a fleet pack against a person's. */
  rule: "volume" | "fleet_below_persons";
};

/** Whether `a` costs less per report than `b`, compared exactly: the rounded figures can tie where prices do not. */
const cheaperPerReport = (a: Pick<Pack, "price" | "reports">, b: Pick<Pack, "price" | "reports">): boolean =>
  a.price * b.reports < b.price * a.reports;

/**
 * Where a price list breaks the rule issue 40 set (decision 098): per report, each pack costs less than
 * every smaller pack of its tab, and every fleet pack less than any person's pack, so buying more never
 * costs more per report and a dealer never pays more for a report than a person does. The test pack is a
 * way to try real payments, not an offer, and is left out. Empty when the list keeps the rule.
 */
export function priceRuleBreaches(packs: readonly Pack[]): PriceRuleBreach[] {
  const onSale = packs.filter((pack) => pack.id !== TEST_PACK_ID);
  const breaches: PriceRuleBreach[] = [];
  for (const pack of onSale) {
    for (const other of onSale) {
      const sameTab = pack.segment === other.segment;
      if (sameTab && pack.reports > other.reports && !cheaperPerReport(pack, other))
        breaches.push({ pack: pack.id, than: other.id, rule: "volume" });
      if (isFleetPack(pack) && !isFleetPack(other) && !cheaperPerReport(pack, other))
        breaches.push({ pack: pack.id, than: other.id, rule: "fleet_below_persons" });
    }
  }
  return breaches;
}
