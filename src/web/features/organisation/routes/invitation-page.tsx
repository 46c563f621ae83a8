import { useEffect } from "react";
import { Link, type MetaFunction, useNavigate, useSearchParams } from "react-router";
import type { TMyOrganisation } from "#domain/contract/organisations";
import { INVITE_LINK_INVALID_MESSAGE } from "#domain/contract/organisations";
import { CONFIRM_EMAIL_FIRST_MESSAGE } from "#domain/organisation/membership";
import { roleLabel } from "#domain/organisation/roles";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { LoadingState, Spinner } from "#web/components/ui/spinner";
import { title } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { ResendConfirmation } from "#web/features/auth";
import { ApiError, errorMessageOf } from "#web/lib/api";
import { useSession, useSignOut } from "#web/lib/auth";
import { ACCEPT_FAILED_MESSAGE, LINK_SPENT, useAcceptInvite } from "../api/accept-invite";
import { inviteTokenOf, pendingInvitation } from "../invitation-link";

const TITLE = "Invitación a una automotora";

// A link for one person's inbox: nothing for a search engine to keep.
export const meta: MetaFunction = () => [{ title: title(TITLE) }, { name: "robots", content: "noindex" }];

/** Where signing in brings the person back: this page again, at an address the login page honours. */
const returnHref = (token: string) => paths.dashboard.organisationInvite.getHref(token);

type TLink = { to: string; label: string };

/** The way on, one button under the other: the column is narrow, even on a wide screen. */
function StackedLinks({ primary, secondary }: { primary: TLink; secondary: TLink }) {
  return (
    <div className="flex flex-col gap-3">
      <Link to={primary.to} className={buttonClass("primary", "w-full")}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={buttonClass("secondary", "w-full")}>
        {secondary.label}
      </Link>
    </div>
  );
}

function InvalidLink() {
  return (
    <ScreenFrame title={TITLE}>
      <Alert>{INVITE_LINK_INVALID_MESSAGE}</Alert>
      <Link to={paths.home.getHref()} className="font-semibold text-brand underline underline-offset-4">
        Ir al inicio
      </Link>
    </ScreenFrame>
  );
}

/** Signed out: the invitation waits for an account of the invited address, old or new. */
function SignInFirst({ token }: { token: string }) {
  return (
    <ScreenFrame
      title={TITLE}
      description="Te invitaron a unirte a una automotora en Patente Clara: verificarás patentes con el saldo de la automotora y verás sus informes."
    >
      <p className="text-slate-800">
        Para aceptarla, inicia sesión o crea tu cuenta con el mismo correo al que llegó la invitación.
      </p>
      <StackedLinks
        primary={{ to: paths.auth.login.getHref(returnHref(token)), label: "Inicia sesión" }}
        secondary={{ to: paths.auth.register.getHref(), label: "Regístrate" }}
      />
      <p className="text-sm text-slate-600">
        Si creas tu cuenta, confirma tu correo y vuelve a abrir el enlace de la invitación.
      </p>
    </ScreenFrame>
  );
}

function Joined({ organisation }: { organisation: TMyOrganisation }) {
  return (
    <ScreenFrame
      title={`¡Ya eres parte de ${organisation.displayName}!`}
      description={`Entraste como ${roleLabel(organisation.role).toLowerCase()}. Tus consultas usan ahora el saldo de la automotora; puedes cambiarlo cuando quieras.`}
    >
      <StackedLinks
        primary={{ to: paths.dashboard.verify.automovil.getHref(), label: "Verificar un vehículo" }}
        secondary={{ to: paths.dashboard.organisation.getHref(), label: "Ver la automotora" }}
      />
    </ScreenFrame>
  );
}

/** The account is signed in with another address than the invited one: sign in again, and come back. */
function OtherAccount({ token }: { token: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      className="w-full"
      onClick={async () => {
        await signOut();
        await navigate(paths.auth.login.getHref(returnHref(token)));
      }}
    >
      Entrar con otra cuenta
    </Button>
  );
}

/** /automotora/invitacion?token=…: the mailed link, accepted by the invited address's account. */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = inviteTokenOf(params);
  const session = useSession();
  const accept = useAcceptInvite();

  // A visitor may leave to create an account; the automotora's page offers the invitation again later.
  const signedOut = session.status === "unauthenticated";
  useEffect(() => {
    if (token && signedOut) pendingInvitation.write({ token });
  }, [token, signedOut]);

  if (!token) return <InvalidLink />;
  if (session.status === "loading") return <LoadingState label="Cargando la invitación..." />;
  if (!session.me) return <SignInFirst token={token} />;
  if (accept.isSuccess) return <Joined organisation={accept.data} />;

  const { me } = session;
  if (!me.user.emailVerified) {
    return (
      <ScreenFrame title={TITLE}>
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          <p className="font-semibold">{CONFIRM_EMAIL_FIRST_MESSAGE}</p>
          <p className="text-sm text-slate-800">
            Te enviamos el enlace a <span className="font-medium">{me.user.email}</span>. Después de
            confirmarlo, vuelve a abrir el enlace de la invitación.
          </p>
          <ResendConfirmation email={me.user.email} plate={null} />
        </div>
      </ScreenFrame>
    );
  }

  const refusal = accept.error instanceof ApiError ? accept.error.status : null;
  // Expired, used, withdrawn or mangled: pressing again cannot work, so the button goes.
  const spent = refusal !== null && LINK_SPENT.includes(refusal);
  return (
    <ScreenFrame
      title={TITLE}
      description="Te invitaron a unirte a una automotora en Patente Clara: verificarás patentes con el saldo de la automotora y verás sus informes."
    >
      <p className="text-slate-800">
        Entrarás con tu cuenta <span className="font-semibold wrap-anywhere">{me.user.email}</span>. Tu saldo
        personal y tus consultas gratis siguen siendo tuyos.
      </p>
      {me.organisation && (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-slate-800">
          Ya perteneces a {me.organisation.displayName}: si la invitación es de otra automotora, primero sal
          de ella en la página Automotora.
        </p>
      )}
      {accept.isError && <Alert>{errorMessageOf(accept.error, ACCEPT_FAILED_MESSAGE)}</Alert>}
      {spent ? (
        <Link to={paths.dashboard.services.getHref()} className={buttonClass("secondary", "w-full")}>
          Ir a mis servicios
        </Link>
      ) : (
        <Button className="w-full" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
          {accept.isPending && <Spinner />}
          Unirme a la automotora
        </Button>
      )}
      {refusal === 403 && <OtherAccount token={token} />}
      {refusal === 409 && (
        <Link to={paths.dashboard.organisation.getHref()} className={buttonClass("secondary", "w-full")}>
          Ir a mi automotora
        </Link>
      )}
    </ScreenFrame>
  );
}
