import { ZRut } from "#domain/rut";
import { ComingSoonCheck } from "../components/coming-soon-check";

/** /dashboard/servicios/verificar-ciudadana: a company looked up by its RUT. */
export default function CitizenCheckPage() {
  return (
    <ComingSoonCheck
      slug="ciudadana"
      label="RUT de la empresa"
      placeholder="76.123.456-0"
      autoComplete="off"
      schema={ZRut}
    />
  );
}
