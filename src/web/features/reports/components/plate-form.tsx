import type { FormEvent, RefObject } from "react";
import { Link } from "react-router";
import { FREE_TRIALS, nextCredit } from "#domain/credits";
import { plural } from "#domain/format";
import { PLATE_PLACEHOLDER, plateInputValue } from "#domain/plate";
import { Button, buttonClass } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { paths } from "#web/config/paths";

import { ConfirmEmailNotice } from "./confirm-email-notice";

type TCredits = { trialsLeft: number; purchasedLeft: number };
type TAccount = { email: string; emailVerified: boolean };

/** Free queries are spent first (once the e-mail is confirmed), so the button names the kind the next uses. */
const submitLabel = (credits: TCredits, emailVerified: boolean): string | null => {
  const next = nextCredit({ ...credits, emailVerified });
  if (next === "trial") {
    return `Consultar (${plural(credits.trialsLeft, "consulta gratuita", "consultas gratuitas")})`;
  }
  if (next === "purchased") {
    return `Consultar (${plural(credits.purchasedLeft, "consulta disponible", "consultas disponibles")})`;
  }
  return null;
};

type TPlateFormProps = {
  plate: string;
  onPlateChange: (plate: string) => void;
  error: string | undefined;
  credits: TCredits;
  account: TAccount;
  onSubmit: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

export function PlateForm({
  plate,
  onPlateChange,
  error,
  credits,
  account,
  onSubmit,
  inputRef,
}: TPlateFormProps) {
  const label = submitLabel(credits, account.emailVerified);
  const unconfirmed = nextCredit({ ...credits, emailVerified: account.emailVerified }) === "unverified";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 p-5 sm:p-6">
      <Field label="Patente" error={error} hint="Formato ABCD12 o AB1234">
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={PLATE_PLACEHOLDER}
            value={plate}
            // No maxLength: it would cut a pasted 'AB-CD-12' before the dash is stripped; plateInputValue
            // keeps the 6 characters.
            onChange={(e) => onPlateChange(plateInputValue(e.target.value))}
            className="text-lg font-semibold tracking-widest uppercase"
          />
        )}
      </Field>
      <p className="text-slate-700">
        Consultas gratuitas restantes:{" "}
        <span className="font-semibold text-slate-900">
          {credits.trialsLeft}/{FREE_TRIALS}
        </span>
      </p>
      {credits.purchasedLeft > 0 && (
        // Bought reports wait behind the free ones; showing them says the purchase arrived.
        <p className="text-slate-700">
          Informes comprados disponibles:{" "}
          <span className="font-semibold text-slate-900">{credits.purchasedLeft}</span>
        </p>
      )}
      {unconfirmed ? (
        <ConfirmEmailNotice email={account.email} />
      ) : label ? (
        <Button type="submit" className="w-full">
          {label}
        </Button>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" className="flex-1" disabled>
            Consultas Agotadas
          </Button>
          <Link to={paths.dashboard.packs.getHref()} className={buttonClass("secondary")}>
            Comprar
          </Link>
        </div>
      )}
    </form>
  );
}
