import { type ReactNode, useEffect } from "react";
import { Link, type MetaFunction, useNavigate, useSearchParams } from "react-router";
import {
  INVITE_LINK_INVALID_MESSAGE,
  type TInvitePreview,
  type TMyOrganisation,
} from "#domain/contract/organisations";
import { roleLabel } from "#domain/organisation/roles";
import { ScreenFrame } from "#web/components/screen-frame";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { LoadError } from "#web/components/ui/load-error";
import { LoadingState, Spinner } from "#web/components/ui/spinner";
import { title } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { ResendConfirmation } from "#web/features/auth";
import { ApiError, errorMessageOf } from "#web/lib/api";
import { useSession, useSignOut } from "#web/lib/auth";
import { ACCEPT_FAILED_MESSAGE, isSpentLink, useAcceptInvite } from "../api/accept-invite";
import { useInvitePreview } from "../api/preview-invite";
import { inviteTokenOf } from "../invitation-link";
import { invitationDescription, invitationTitle } from "../invitation-offer";
import { pendingInvitation } from "../pending-invitation";

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

/** A link that can never work, with the server's reason: no button to press in vain. */
function InvalidLink({ message }: { message: string }) {
  return (
    <ScreenFrame title={TITLE}>
      <Alert>{message}</Alert>
      <Link to={paths.home.getHref()} className="font-semibold text-brand underline underline-offset-4">
        Ir al inicio
      </Link>
    </ScreenFrame>
  );
}

/** The invitation's frame: who invites, as what and until when; in general words if that could not load. */
function InvitationFrame({
  invitation,
  children,
}: {
  invitation: TInvitePreview | null;
  children: ReactNode;
}) {
  if (!invitation) return <ScreenFrame title={TITLE}>{children}</ScreenFrame>;
  const { roleSummary, expiresOn } = invitationDescription(invitation);
  return (
    <ScreenFrame
      title={invitationTitle(invitation)}
      description={
        <>
          {roleSummary} El enlace vence el <span className="whitespace-nowrap">{expiresOn}</span>.
        </>
      }
    >
      {children}
    </ScreenFrame>
  );
}

/** Signed out: the invitation waits for an account of the invited address, old or new. */
function SignInFirst({ token, invitation }: { token: string; invitation: TInvitePreview | null }) {
  return (
    <InvitationFrame invitation={invitation}>
      <p className="text-slate-800">
        Para aceptarla, inicia sesión o crea tu cuenta con el mismo correo al que llegó la invitación.
      </p>
      <StackedLinks
        primary={{ to: paths.auth.login.getHref(returnHref(token)), label: "Inicia sesión" }}
        secondary={{ to: paths.auth.register.getHref(), label: "Regístrate" }}
      />
      <p className="text-sm text-slate-600">
        Si creas tu cuenta, confirma tu correo en este mismo dispositivo y volverás a esta invitación.
      </p>
    </InvitationFrame>
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
  if (!token) return <InvalidLink message={INVITE_LINK_INVALID_MESSAGE} />;
  return <Invitation token={token} />;
}

function Invitation({ token }: { token: string }) {
  const session = useSession();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite();

  // A visitor may leave to create an account or to confirm their address: confirming on this device
  // brings them back here, and the automotora's page offers the invitation again. A dead link is forgotten.
  const waiting = session.status === "unauthenticated" || session.me?.user.emailVerified === false;
  const dead = isSpentLink(preview.error);
  useEffect(() => {
    if (preview.isSuccess && waiting) pendingInvitation.write({ token });
    if (dead && pendingInvitation.read()?.token === token) pendingInvitation.clear();
  }, [token, preview.isSuccess, waiting, dead]);

  if (accept.isSuccess) return <Joined organisation={accept.data} />;
  if (isSpentLink(preview.error)) return <InvalidLink message={preview.error.message} />;
  // A preview that could not load (no network, too many previews from a shared address) does not stand
  // between a confirmed invitee and the button: accepting checks the link anyway.
  const canAccept = session.me?.user.emailVerified === true;
  if (preview.isError && !canAccept) {
    return (
      <ScreenFrame title={TITLE}>
        <LoadError
          error={preview.error}
          fallback="No pudimos cargar la invitación. Revisa tu conexión."
          onRetry={() => void preview.refetch()}
        />
      </ScreenFrame>
    );
  }
  if (preview.isPending || session.status === "loading")
    return <LoadingState label="Cargando la invitación..." />;
  const invitation = preview.data ?? null;
  if (!session.me) return <SignInFirst token={token} invitation={invitation} />;

  const { me } = session;
  if (!me.user.emailVerified) {
    return (
      <InvitationFrame invitation={invitation}>
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          <p className="font-semibold">Antes de unirte, confirma tu correo electrónico.</p>
          <p className="text-sm text-slate-800">
            Te enviamos el enlace a <span className="font-medium wrap-anywhere">{me.user.email}</span> al
            registrarte. Si lo confirmas en este mismo dispositivo, volverás a esta invitación.
          </p>
          <ResendConfirmation email={me.user.email} plate={null} />
        </div>
      </InvitationFrame>
    );
  }

  const refusal = accept.error instanceof ApiError ? accept.error.status : null;
  // Expired, used, withdrawn or mangled since the page opened: pressing again cannot work, so the button goes.
  const spent = isSpentLink(accept.error);
  return (
    <InvitationFrame invitation={invitation}>
      <p className="text-slate-800">
        Entrarás con tu cuenta <span className="font-semibold wrap-anywhere">{me.user.email}</span>. Tu saldo
        personal y tus consultas gratis siguen siendo tuyos.
      </p>
      {me.organisation && (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-slate-800">
          Ya perteneces a {me.organisation.displayName}: para unirte a{" "}
          {invitation?.displayName ?? "otra automotora"}, primero sal de ella en la página Automotora.
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
    </InvitationFrame>
  );
}
