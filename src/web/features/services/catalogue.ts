import { paths } from "#web/config/paths";

/** A service's slug names its screens: /dashboard/servicios/verificar-{slug}. */
export type TServiceSlug = keyof typeof paths.dashboard.verify;

export type TServiceIcon = "car" | "shield" | "home" | "building";

/**
 * The spec's service catalogue (section 3), fixed in the client. The home carousel, the public and the
 * dashboard services pages and the detail pages all read this one list, so a price or a feature changes
 * in one place.
 */
type TServiceBase = {
  id: string;
  slug: TServiceSlug;
  name: string;
  subtitle: string;
  description: string;
  /** Exactly four selling points, shown as a checklist. */
  features: readonly [string, string, string, string];
  icon: TServiceIcon;
  /** Not yet offered: shown as 'Proximamente'. */
  available: boolean;
  /** The public page describing the service, when it has one. */
  detailHref: string | null;
};

export type TService = TServiceBase &
  (
    | {
        /** Requested once at a fixed price (spec section 9), rather than bought as report packs. */
        freeTrial: false;
        price: number;
        currency: "CLP";
      }
    | {
        /**
         * Sold as report packs with free trials: its price is what the packs charge per report, not the
         * spec's one-time figure, which nobody could pay (decision 065).
         */
        freeTrial: true;
      }
  );

export const services = [
  {
    id: "seguridad-automotriz",
    slug: "automovil",
    name: "Seguridad Automotriz",
    subtitle: "Informe vehicular completo",
    // Only what the report holds today (src/domain/report): theft records and the circulation permit have
    // no source yet, so they are not promised.
    description:
      "Informe del vehículo con sus datos técnicos, dueño actual, SOAP, revisión técnica, multas y deudas de TAG, con un puntaje de confianza explicado y un enlace para compartirlo.",
    features: [
      "Datos técnicos del vehículo y dueño actual",
      "Multas e infracciones de tránsito",
      "Estado del SOAP y de la revisión técnica",
      "Deudas de TAG y puntaje de confianza explicado",
    ],
    icon: "car",
    available: true,
    freeTrial: true,
    detailHref: paths.purchase.automotive.getHref(),
  },
  {
    id: "seguridad-personal",
    slug: "personal",
    name: "Seguridad Personal",
    subtitle: "Protección certificada",
    description: "Escolta armada, transporte ejecutivo y protección certificada, disponible 24/7.",
    price: 20000,
    currency: "CLP",
    features: [
      "Escolta armada",
      "Transporte ejecutivo",
      "Seguridad 24/7",
      "Personal de protección certificado",
    ],
    icon: "shield",
    available: true,
    freeTrial: false,
    detailHref: null,
  },
  {
    id: "seguridad-inmobiliaria",
    slug: "inmobiliaria",
    name: "Seguridad Inmobiliaria",
    subtitle: "Verificación de propiedades",
    description: "Revisa una propiedad antes de comprarla o arrendarla.",
    price: 25000,
    currency: "CLP",
    features: [
      "Situación legal de la propiedad",
      "Deudas de contribuciones",
      "Historial de propietarios",
      "Gravámenes y prohibiciones",
    ],
    icon: "home",
    available: false,
    freeTrial: false,
    detailHref: paths.purchase.realEstate.getHref(),
  },
  {
    id: "verificacion-ciudadana",
    slug: "ciudadana",
    name: "Verificación Ciudadana",
    subtitle: "Empresas y directores",
    description: "Verificación de empresas y de sus directores.",
    price: 35000,
    currency: "CLP",
    features: [
      "Validación del RUT de la empresa",
      "Situación tributaria",
      "Directores y representantes legales",
      "Antecedentes comerciales",
    ],
    icon: "building",
    available: false,
    freeTrial: false,
    detailHref: paths.purchase.citizen.getHref(),
  },
] as const satisfies readonly TService[];

/** The service of a slug, typed as that very entry: a fixed-price service's screens can read its price. */
export function serviceBySlug<S extends TServiceSlug>(
  slug: S,
): Extract<(typeof services)[number], { slug: S }> {
  const service = services.find((s): s is Extract<(typeof services)[number], { slug: S }> => s.slug === slug);
  // The slugs are a closed type over this very list: a miss is a programming error.
  if (!service) throw new Error(`unknown service ${slug}`);
  return service;
}
