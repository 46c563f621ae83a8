import { firstError } from "#domain/forms/issues";
import { ZRut } from "#domain/rut";
import { VIN_INPUT_MAX_LENGTH, VIN_MATCH_TEXT, VIN_MISMATCH_TEXT, VIN_REQUIRED_MESSAGE } from "#domain/vin";
import { checkReport } from "../api/check-report";
import { type TCheckInput, YesNoCheck } from "./yes-no-check";

function rutInput(typed: string): TCheckInput {
  const parsed = ZRut.safeParse(typed);
  return parsed.success ? { value: parsed.data } : { error: firstError(parsed.error) };
}

/** As the server takes it: anything but blank, up to VIN_INPUT_MAX_LENGTH (spaces and dashes allowed). */
export function vinInput(typed: string): TCheckInput {
  return typed.trim() === "" || typed.length > VIN_INPUT_MAX_LENGTH
    ? { error: VIN_REQUIRED_MESSAGE }
    : { value: typed };
}

/**
 * What a buyer can check against the shared report without seeing the owner's data: whether the seller
 * is the owner, and whether the car in front of them is the one in the report.
 */
export function ReportChecks({ accessCode }: { accessCode: string }) {
  return (
    <div data-print="hide" className="space-y-4">
      <YesNoCheck
        title="¿El vendedor es el dueño?"
        intro="Ingresa el RUT del vendedor y te diremos si corresponde al dueño registrado del vehículo."
        label="RUT del vendedor"
        hint="Ejemplo: 12.345.678-5"
        submit="Verificar RUT"
        validate={rutInput}
        ask={(rut) => checkReport(accessCode, "owner-check", { rut })}
        answers={{
          yes: "Sí: el RUT corresponde al dueño actual.",
          no: "No: el RUT no corresponde al dueño registrado.",
        }}
      />
      <YesNoCheck
        title="¿El VIN del auto coincide?"
        intro="Ingresa el VIN que ves en el auto y te diremos si es el mismo del informe."
        label="VIN del auto"
        hint="Son 17 letras y números: búscalo en la base del parabrisas o en el marco de la puerta del conductor."
        submit="Verificar VIN"
        validate={vinInput}
        ask={(vin) => checkReport(accessCode, "vin-check", { vin })}
        answers={{ yes: VIN_MATCH_TEXT, no: VIN_MISMATCH_TEXT }}
        input={{ autoCapitalize: "characters", spellCheck: false }}
      />
      <p className="text-sm text-slate-700">
        Ambas verificaciones comparten un límite diario de consultas por informe.
      </p>
    </div>
  );
}
