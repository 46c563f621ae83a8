import type { FormEvent, ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { cheapestPack, formatPricePerReport } from "#domain/catalogue";
import { balanceSentence, nextCredit, trialsWaitingSentence } from "#domain/credits";
import { withPlate } from "#domain/plate";
import { PlateField } from "#web/components/plate-field";
import { Button, buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { ResendConfirmation } from "#web/features/auth";

import { ConfirmEmailNotice } from "./confirm-email-notice";

type TCredits = { trialsLeft: number; purchasedLeft: number };
type TAccount = { email: string; emailVerified: boolean };

/** Free queries are spent first (once the e-mail is confirmed): the button says when the next one is free. */
const submitLabel = (credits: TCredits, emailVerified: boolean): string | null => {
  const next = nextCredit({ ...credits, emailVerified });
  if (next === "trial") return "Consultar gratis";
  if (next === "purchased") return "Consultar";
  return null;
};

/**
 * Out of credits, buying is what is left to do: it says what a report costs at the best pack's rate, and
 * takes the plate along, for the way back once bought (decision 101).
 */
function BuyReports({ plate }: { plate: string }) {
  const pack = cheapestPack();
  return (
    <Link to={withPlate(paths.dashboard.packs.getHref(), plate)} className={buttonClass("primary", "w-full")}>
      {pack ? `Comprar informes: desde ${formatPricePerReport(pack)}` : "Comprar informes"}
    </Link>
  );
}

type TPlateFormProps = {
  plate: string;
  onPlateChange: (plate: string) => void;
  error: string | undefined;
  credits: TCredits;
  account: TAccount;
  /** When the free checks the day's ceiling held back come (GET /api/me); null when none wait. */
  trialsArriveAt?: string | null;
  /** A balance other than the person's own (an automotora's): how it reads, and what to do once empty. */
  payer?: { sentence: string; outOfCredits: ReactNode } | undefined;
  onSubmit: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

export function PlateForm({
  plate,
  onPlateChange,
  error,
  credits,
  account,
  trialsArriveAt = null,
  payer,
  onSubmit,
  inputRef,
}: TPlateFormProps) {
  // Free checks that come tomorrow are said instead of 'No te quedan consultas.' (decision 101).
  const waiting = !payer && trialsArriveAt !== null;
  const label = submitLabel(credits, account.emailVerified);
  const unconfirmed = nextCredit({ ...credits, emailVerified: account.emailVerified }) === "unverified";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 p-5 sm:p-6">
      <PlateField plate={plate} onPlateChange={onPlateChange} error={error} inputRef={inputRef} />
      {(!waiting || credits.purchasedLeft > 0) && (
        <p className="text-slate-700">{payer?.sentence ?? balanceSentence(credits)}</p>
      )}
      {waiting && (
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          <p>{trialsWaitingSentence(account.emailVerified)}</p>
          {!account.emailVerified && <ResendConfirmation email={account.email} plate={plate} />}
        </div>
      )}
      {unconfirmed ? (
        <ConfirmEmailNotice email={account.email} plate={plate} />
      ) : label ? (
        <Button type="submit" className="w-full">
          {label}
        </Button>
      ) : (
        (payer?.outOfCredits ?? <BuyReports plate={plate} />)
      )}
    </form>
  );
}
