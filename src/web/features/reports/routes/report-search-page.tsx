import { type FormEvent, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { normalizeAccessCodeInput, ZAccessCodeSearch } from "#domain/access-code";
import { firstError } from "#domain/forms/issues";
import { ScreenFrame } from "#web/components/screen-frame";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { paths } from "#web/config/paths";

export default function ReportSearchPage() {
  const navigate = useNavigate();
  const [accessCode, setAccessCode] = useState("");
  const [error, setError] = useState<string>();
  // The report is drawn by its page's loader: until it arrives, this screen says so (spec section 8).
  const loading = useNavigation().location?.pathname.startsWith(paths.report.getHref("")) ?? false;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZAccessCodeSearch.safeParse(accessCode);
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
    </ScreenFrame>
  );
}
