import type { paths } from "../../config/paths";

/** A service's slug names its screens: /dashboard/servicios/verificar-{slug}. */
export type TServiceSlug = keyof typeof paths.dashboard.verify;

export type TService = {
  slug: TServiceSlug;
  name: string;
  description: string;
  /** One-time price in CLP. */
  price: number;
  /** Not yet offered: shown as coming soon. */
  available: boolean;
  /** Sold in report packs with free trials, rather than requested. */
  freeTrial: boolean;
};

export const services: readonly TService[] = [
  {
    slug: "automovil",
    name: "Seguridad Automotriz",
    description:
      "Informe de tu vehículo con datos técnicos, infracciones, estado del seguro y permisos, y registro de robos.",
    price: 15000,
    available: true,
    freeTrial: true,
  },
  {
    slug: "personal",
    name: "Seguridad Personal",
    description: "Escolta armada, transporte ejecutivo y protección certificada, disponible 24/7.",
    price: 20000,
    available: true,
    freeTrial: false,
  },
  {
    slug: "inmobiliaria",
    name: "Seguridad Inmobiliaria",
    description: "Verificación de propiedades antes de comprar o arrendar.",
    price: 25000,
    available: false,
    freeTrial: false,
  },
  {
    slug: "ciudadana",
    name: "Verificación Ciudadana",
    description: "Verificación de empresas y de sus directores.",
    price: 35000,
    available: false,
    freeTrial: false,
  },
];
