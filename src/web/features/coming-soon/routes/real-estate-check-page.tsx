import { z } from "zod";
import { ComingSoonCheck } from "../components/coming-soon-check";

const ADDRESS_MESSAGE = "Por favor ingresa una dirección válida";

const ZAddress = z.string({ error: ADDRESS_MESSAGE }).trim().min(1, ADDRESS_MESSAGE);

/** /dashboard/servicios/verificar-inmobiliaria: a property looked up by its address. */
export default function RealEstateCheckPage() {
  return (
    <ComingSoonCheck
      slug="inmobiliaria"
      label="Dirección de la propiedad"
      placeholder="Av. Providencia 1234, Providencia"
      autoComplete="street-address"
      schema={ZAddress}
    />
  );
}
