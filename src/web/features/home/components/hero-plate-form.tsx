import { type FormEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PLATE_PARAM, plateInputValue, validatePlate } from "#domain/plate";
import { PlateField } from "#web/components/plate-field";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";

/** What the page was sent back with by the plate's hop (app/verify-redirect), when the plate was refused. */
function refusedPlate(params: URLSearchParams): { plate: string; error: string | undefined } {
  const typed = params.get(PLATE_PARAM);
  if (typed === null) return { plate: "", error: undefined };
  const checked = validatePlate(typed);
  return { plate: plateInputValue(typed), error: checked.ok ? undefined : checked.message };
}

/**
 * The plate first, as the hero's main action (decision 067). A plain GET form to /verificar, which sends
 * the plate on to the check screen, or to sign-up for a visitor: it works the same before or without
 * JavaScript. With it, a wrong plate is told here without leaving the page, in the check screen's words.
 */
export function HeroPlateForm() {
  const [params] = useSearchParams();
  const [initial] = useState(() => refusedPlate(params));
  const [plate, setPlate] = useState(initial.plate);
  const [error, setError] = useState(initial.error);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validatePlate(plate);
    if (checked.ok) return;
    event.preventDefault();
    setError(checked.message);
    inputRef.current?.focus();
  };

  return (
    <form
      method="get"
      action={paths.verify.getHref()}
      noValidate
      onSubmit={submit}
      aria-label="Obtener informe de un vehículo"
      className="mx-auto mt-8 max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm sm:p-6"
    >
      <PlateField
        plate={plate}
        onPlateChange={(next) => {
          setPlate(next);
          setError(undefined);
        }}
        error={error}
        inputRef={inputRef}
      />
      <Button type="submit" className="w-full px-6">
        Obtener Informe
      </Button>
    </form>
  );
}
