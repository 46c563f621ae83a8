import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { normalizeAccessCodeInput, ZAccessCodeSearch } from "../../../../domain/access-code";
import { firstError } from "../../../../domain/forms/issues";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import { usePageTitle } from "../../../hooks/use-page-title";

export function ReportSearchPage() {
  usePageTitle("Buscar reporte");
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZAccessCodeSearch.safeParse(code);
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return;
    }
    void navigate(paths.report.getHref(parsed.data));
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Buscar reporte</h1>
      <p className="mt-2 text-slate-700">
        Ingresa el código de acceso del informe que te compartieron para verlo, sin necesidad de una cuenta.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <Field label="Código de acceso" error={error}>
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              // No maxLength: a code pasted with spaces would be cut before they are removed;
              // normalizeAccessCodeInput keeps the 20 characters.
              onChange={(e) => setCode(normalizeAccessCodeInput(e.target.value))}
              className="font-semibold tracking-wider uppercase"
            />
          )}
        </Field>
        <Button type="submit" className="w-full">
          Ver reporte
        </Button>
      </form>
    </div>
  );
}
