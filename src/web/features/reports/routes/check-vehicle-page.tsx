import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { TMe } from "#domain/contract/account";
import { confirmedSentence, trialOutlook } from "#domain/credits";
import { chosenBalance, organisationBalanceSentence } from "#domain/organisation/balance-choice";
import { carriedPlate, PLATE_LOGIN_REQUIRED_MESSAGE, PLATE_PARAM, validatePlate } from "#domain/plate";
import { NO_VEHICLE_DATA_MESSAGE } from "#domain/report/texts";
import { ActionLinks } from "#web/components/ui/action-links";
import { buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { BalanceSwitch, OrganisationOutOfCredits } from "#web/features/organisation";
import { BackToServicesLink } from "#web/features/services";
import { usePageTitle } from "#web/hooks/use-page-title";
import { refreshSession, useSession } from "#web/lib/auth";
import { forgetPlateToBuyFor } from "#web/lib/plate-to-buy-for";
import {
  createReportErrorMessage,
  earlierReportOf,
  isNoVehicleData,
  isSessionLost,
  useCreateReport,
} from "../api/create-report";
import { usePendingReport } from "../api/use-pending-report";
import { GenerationProgress } from "../components/generation-progress";
import { PlateForm } from "../components/plate-form";
import { RepeatPrompt } from "../components/repeat-prompt";
import { ReportDialog } from "../components/report-dialog";

/**
 * The confirmation page sends a confirmed address here (features/auth/routes/confirm-email-page). The free
 * checks are said to be ready only when they are: the day's may all be given (decision 101).
 */
function ConfirmationOutcome({ me }: { me: TMe | null }) {
  const [params] = useSearchParams();
  if (params.get("correo") !== "confirmado" || !me) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
    >
      {confirmedSentence(
        trialOutlook({ trialsLeft: me.credits.trialsLeft, trialsArriveAt: me.trialsArriveAt }),
      )}
    </p>
  );
}

/**
 * A plate no source knows (the demo's ZZZZ99) is no error of the person's: nothing was spent, and there
 * are things to try. Said apart from the plate box, whose red line is for a plate written wrong.
 */
function NoVehicleData({ plate }: { plate: string }) {
  return (
    // Unnamed on purpose: a name with 'patente' in it would be one more 'Patente' to a label lookup.
    <section
      role="status"
      className="space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-5 text-slate-900"
    >
      <h2 className="text-lg font-semibold">{NO_VEHICLE_DATA_MESSAGE}</h2>
      <p>
        Ninguna de las fuentes que consultamos tiene la patente{" "}
        <strong className="font-semibold tracking-widest">{plate}</strong>.{" "}
        <strong className="font-semibold">No se descontó ninguna consulta de tu saldo.</strong>
      </p>
      <p className="font-medium">Qué puedes hacer:</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        <li>Revisa sus letras y números: una O por un 0, o una B por un 8, es otra patente.</li>
        <li>
          Vuelve a intentarlo más tarde: las fuentes pueden no tener aún los datos de un auto recién inscrito.
        </li>
        <li>
          Pide al vendedor el padrón (certificado de inscripción): trae la patente, el VIN y el dueño
          inscrito.
        </li>
      </ul>
    </section>
  );
}

function LoginPrompt() {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-5">
      <p className="font-medium text-slate-900">{PLATE_LOGIN_REQUIRED_MESSAGE}</p>
      <ActionLinks
        primary={{
          to: paths.auth.login.getHref(paths.dashboard.verify.automovil.getHref()),
          label: "Iniciar Sesión",
        }}
        secondary={{ to: paths.auth.register.getHref(), label: "Regístrate" }}
      />
    </div>
  );
}

const LOGIN_HREF = paths.auth.login.getHref(paths.dashboard.verify.automovil.getHref());

/**
 * The way back in after the server said the session is gone. The login page asks the server itself, so it
 * shows the form; the screen's cached user is asked again too, so the navigation stops showing them.
 */
function SignInAgain() {
  const queryClient = useQueryClient();
  return (
    <Link
      to={LOGIN_HREF}
      className={buttonClass("primary", "w-full sm:w-auto")}
      onClick={() => void refreshSession(queryClient).catch(() => undefined)}
    >
      Iniciar Sesión
    </Link>
  );
}

export default function CheckVehiclePage() {
  usePageTitle("Verificar automóvil");
  const { me } = useSession();
  const generation = useCreateReport();
  const [params] = useSearchParams();
  // The plate typed on the home page (or carried through sign-up and the confirmation mail): one tap on
  // the button asks for its report.
  const [plate, setPlate] = useState(() => carriedPlate(params.get(PLATE_PARAM)) ?? "");
  const [invalid, setInvalid] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    const checked = validatePlate(plate);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(undefined);
    generation.mutate({ plate: checked.plate });
  };

  // The server asks before a second report of a plate within 24 hours: nothing was spent yet.
  const earlier = generation.isError ? earlierReportOf(generation.error) : null;
  const askedPlate = generation.variables?.plate ?? plate;
  // No source had it: said above the form, which keeps the plate to correct (decision 101).
  const noData = generation.isError && isNoVehicleData(generation.error);

  // Back on the check screen, a plate kept for the way back from a purchase has done its work.
  useEffect(() => forgetPlateToBuyFor(), []);

  // The form comes back in place of the progress view or the question, which had the focus: with the
  // error to fix, or empty for another plate.
  const failed = generation.isError && earlier === null;
  const asking = earlier !== null;
  const askedBefore = useRef(false);
  useEffect(() => {
    if (failed || (askedBefore.current && !asking)) inputRef.current?.focus();
    askedBefore.current = asking;
  }, [failed, asking]);

  // A member of an automotora checks on its balance or their own, as their switch says (decision 075).
  const balance = me ? chosenBalance(me) : null;

  // A report asked for before the page was left, made meanwhile or still on its way.
  const pending = usePendingReport();
  const [returned, setReturned] = useState(false);

  // Spec section 4: closing the report leaves the screen ready for the next plate.
  const close = () => {
    setPlate("");
    setInvalid(undefined);
    setReturned(true);
    generation.reset();
  };

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10">
      <BackToServicesLink />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Verificar automóvil</h1>
        <p className="mt-2 text-slate-700">
          Ingresa la patente y obtén un informe con los datos del vehículo, multas, revisión técnica, SOAP y
          deudas de TAG.
        </p>
      </div>
      <ConfirmationOutcome me={me} />
      {!me ? (
        <LoginPrompt />
      ) : generation.isPending ? (
        <GenerationProgress plate={plate} progress={generation.progress} />
      ) : pending.progress && !generation.data ? (
        <GenerationProgress plate={pending.plate ?? ""} progress={pending.progress} />
      ) : earlier ? (
        <RepeatPrompt
          plate={askedPlate}
          earlier={earlier}
          onConfirm={() => generation.mutate({ plate: askedPlate, confirmRepeat: true })}
          onCancel={() => {
            setPlate("");
            generation.reset();
          }}
        />
      ) : (
        <>
          {noData && <NoVehicleData plate={askedPlate} />}
          <BalanceSwitch />
          <PlateForm
            plate={plate}
            onPlateChange={setPlate}
            error={
              invalid ??
              (generation.isError && !noData ? createReportErrorMessage(generation.error) : undefined)
            }
            credits={balance?.credits ?? me.credits}
            account={me.user}
            trialsArriveAt={balance?.kind === "organisation" ? null : me.trialsArriveAt}
            payer={
              balance?.kind === "organisation"
                ? {
                    sentence: organisationBalanceSentence(balance.credits.purchasedLeft),
                    outOfCredits: <OrganisationOutOfCredits role={balance.role} plate={plate} />,
                  }
                : undefined
            }
            onSubmit={submit}
            inputRef={inputRef}
          />
          {generation.isError && isSessionLost(generation.error) && <SignInAgain />}
        </>
      )}
      <ReportDialog
        report={generation.data ?? (returned ? null : pending.report)}
        onClose={close}
        returnFocusRef={inputRef}
      />
    </div>
  );
}
