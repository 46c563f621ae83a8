import { type FormEvent, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { normalizeAccessCodeInput, searchedPlate, ZAccessCodeSearch } from "#domain/access-code";
import { firstError } from "#domain/forms/issues";
import { withPlate } from "#domain/plate";
import { ScreenFrame } from "#web/components/screen-frame";
import { Button, buttonClass } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { paths } from "#web/config/paths";
import { useSession } from "#web/lib/auth";

/**
 * Where someone who typed a plate can go instead: their own reports, where a plate's report is listed, and
 * the check screen with the plate filled in, which a visitor reaches through the login page.
 */
function PlateHint({ plate }: { plate: string }) {
  const { status } = useSession();
  const checkHref = withPlate(paths.dashboard.verify.automovil.getHref(), plate);
  if (status === "authenticated") {
    return (
      <div className="flex flex-col gap-3">
        <Link to={paths.dashboard.reports.getHref()} className={buttonClass("secondary")}>
          Ver Mis reportes
        </Link>
        <Link to={checkHref} className={buttonClass("secondary")}>
          Revisar la patente {plate}
        </Link>
      </div>
    );
  }
  return (
    <Link to={paths.auth.login.getHref(checkHref)} className={buttonClass("secondary", "w-full")}>
      Inicia sesión para revisar la patente {plate}
    </Link>
  );
}

export default function ReportSearchPage() {
  const navigate = useNavigate();
  const [accessCode, setAccessCode] = useState("");
  const [error, setError] = useState<string>();
  const [plate, setPlate] = useState<string | null>(null);
  // The report is drawn by its page's loader: until it arrives, this screen says so (spec section 8).
  const loading = useNavigation().location?.pathname.startsWith(paths.report.getHref("")) ?? false;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZAccessCodeSearch.safeParse(accessCode);
    setPlate(searchedPlate(accessCode));
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return;
    }
    void navigate(paths.report.getHref(parsed.data));
  };

  return (
    <ScreenFrame
      title="Buscar reporte"
      description="Ingresa el código de acceso del informe que te compartieron para verlo, sin necesidad de una cuenta."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="Código de acceso" error={error}>
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={accessCode}
              // No maxLength: a code pasted with spaces would be cut before they are removed;
              // normalizeAccessCodeInput keeps the 20 characters.
              onChange={(e) => setAccessCode(normalizeAccessCodeInput(e.target.value))}
              className="font-semibold tracking-wider uppercase"
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={loading} aria-live="polite">
          {loading ? "Cargando reporte..." : "Ver reporte"}
        </Button>
      </form>
      {plate && (
        <div className="mt-4">
          <PlateHint plate={plate} />
        </div>
      )}
    </ScreenFrame>
  );
}
