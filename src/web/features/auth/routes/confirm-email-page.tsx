import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CONFIRMATION_LINK_INVALID_MESSAGE } from "#domain/contract/email-confirmation";
import { FREE_TRIALS, trialOutlook } from "#domain/credits";
import { carriedPlate, PLATE_PARAM, withPlate } from "#domain/plate";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { LoadingState, Spinner } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { pendingInvitationHref } from "#web/features/organisation";
import { errorMessageOf } from "#web/lib/api";
import { useConfirmationTarget, useConfirmEmail } from "../api/confirm-email";

/**
 * Where a confirmed address goes on: the check screen, which says the free checks are ready, with the plate
 * the visitor came for already typed (the mail's link carries it, decision 067). Without a plate, back to
 * the invitation to an automotora this device left to sign up, if any: joining was what they came for.
 */
const confirmedHref = (plate: string | null, invitation: string | null) =>
  !plate && invitation
    ? invitation
    : withPlate(`${paths.dashboard.verify.automovil.getHref()}?correo=confirmado`, plate);

function LinkProblem({ message }: { message: string }) {
  return (
    <ScreenFrame title="No pudimos confirmar tu correo">
      <Alert>{message}</Alert>
      <Link to={paths.auth.login.getHref()} className={buttonClass("primary", "w-full")}>
        Iniciar sesión para pedir un nuevo enlace
      </Link>
    </ScreenFrame>
  );
}

/**
 * The confirmation mail's link lands here. Nothing is confirmed by opening it (a mail scanner opens every
 * link): the page names the address, and its owner confirms with the button (decision 057).
 */
function Confirmation({ token, plate }: { token: string; plate: string | null }) {
  const target = useConfirmationTarget(token);
  const confirm = useConfirmEmail();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const outcome = confirm.data;
    if (!outcome) return;
    if (outcome.outcome === "choose-password") {
      navigate(paths.auth.resetPassword.getHref({ token: outcome.resetToken, afterConfirmation: true }));
      return;
    }
    // The balance on every screen now has the free checks.
    queryClient.invalidateQueries().then(() => navigate(confirmedHref(plate, pendingInvitationHref())));
  }, [confirm.data, navigate, queryClient, plate]);

  if (target.isPending) {
    return (
      <ScreenFrame title="Confirma tu correo">
        <LoadingState label="Verificando enlace..." />
      </ScreenFrame>
    );
  }
  if (target.isError)
    return <LinkProblem message={errorMessageOf(target.error, CONFIRMATION_LINK_INVALID_MESSAGE)} />;
  if (target.data.confirmed) {
    return (
      <ScreenFrame title="Tu correo ya está confirmado" description={target.data.email}>
        <Link
          to={withPlate(paths.dashboard.verify.automovil.getHref(), plate)}
          className={buttonClass("primary", "w-full")}
        >
          {plate ? `Ir a verificar ${plate}` : "Ir a verificar un vehículo"}
        </Link>
      </ScreenFrame>
    );
  }
  // The free checks are promised only when confirming today brings them (decision 101).
  const outlook = trialOutlook(target.data);
  const address = <strong className="break-all">{target.data.email}</strong>;
  return (
    <ScreenFrame
      title="Confirma tu correo"
      description={
        outlook === "now" ? (
          <>
            Confirma que {address} es tu correo para usar tus {FREE_TRIALS} consultas gratuitas.
          </>
        ) : outlook === "tomorrow" ? (
          <>
            Confirma que {address} es tu correo: tus {FREE_TRIALS} consultas gratis llegan mañana, porque hoy
            ya se entregaron todas las del día.
          </>
        ) : (
          <>Confirma que {address} es tu correo.</>
        )
      }
    >
      <p className="text-sm text-slate-600">
        Si abres este enlace en otro dispositivo o navegador del que usaste para registrarte, te pediremos que
        elijas tu contraseña aquí mismo: así nadie más puede usar tu cuenta.
      </p>
      {confirm.isError && <Alert>{errorMessageOf(confirm.error, CONFIRMATION_LINK_INVALID_MESSAGE)}</Alert>}
      <Button
        className="w-full"
        disabled={confirm.isPending || confirm.isSuccess}
        onClick={() => confirm.mutate(token)}
      >
        {(confirm.isPending || confirm.isSuccess) && <Spinner />}
        Confirmar mi correo
      </Button>
    </ScreenFrame>
  );
}

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (!token) return <LinkProblem message={CONFIRMATION_LINK_INVALID_MESSAGE} />;
  return <Confirmation token={token} plate={carriedPlate(params.get(PLATE_PARAM))} />;
}
