import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import {
  MAX_WEBHOOKS,
  SECRET_OVERLAP_HOURS,
  type TWebhook,
  WEBHOOK_URL_MAX,
  ZCreateWebhook,
} from "#domain/contract/webhooks";
import { formatDate, formatDateTime } from "#domain/format";
import { firstError } from "#domain/forms/issues";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { ConfirmAction } from "#web/components/ui/confirm-action";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { LoadError } from "#web/components/ui/load-error";
import { Panel } from "#web/components/ui/panel";
import { LoadingState, Spinner } from "#web/components/ui/spinner";
import { textLinkClass } from "#web/components/ui/text-link";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { paths } from "#web/config/paths";
import { errorMessageOf } from "#web/lib/api";
import { CREATE_WEBHOOK_FAILED_MESSAGE, useCreateWebhook } from "../api/create-webhook";
import { DELETE_WEBHOOK_FAILED_MESSAGE, useDeleteWebhook } from "../api/delete-webhook";
import { useWebhooks } from "../api/get-webhooks";
import { ROTATE_WEBHOOK_FAILED_MESSAGE, useRotateWebhookSecret } from "../api/rotate-webhook-secret";
import { TEST_EVENT_FAILED_MESSAGE, useSendTestEvent } from "../api/send-test-event";
import { DeliveryLog } from "./delivery-log";
import { OneTimeSecret } from "./one-time-secret";

/** Why a webhook receives no more events, unless an administrador deleted it (the date says that). */
function Stopped({ webhook }: { webhook: TWebhook }) {
  if (webhook.disabledReason !== "creator_left") return null;
  return (
    <p className="text-sm text-slate-700">
      Desactivado: lo registró alguien que ya no es administrador. Regístralo de nuevo si lo necesitas.
    </p>
  );
}

type TRotated = { signingSecret: string; previousUntil: string | null };

function WebhookItem({ webhook }: { webhook: TWebhook }) {
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const rotate = useRotateWebhookSecret();
  const [asking, setAsking] = useState<"rotate" | "delete" | null>(null);
  const [rotated, setRotated] = useState<TRotated | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const active = !webhook.disabledAt;
  const sendTest = () => test.mutate(webhook.id, { onSuccess: () => setLogOpen(true) });
  const failure =
    (test.isError && errorMessageOf(test.error, TEST_EVENT_FAILED_MESSAGE)) ||
    (rotate.isError && errorMessageOf(rotate.error, ROTATE_WEBHOOK_FAILED_MESSAGE)) ||
    (remove.isError && errorMessageOf(remove.error, DELETE_WEBHOOK_FAILED_MESSAGE));
  const logButton = (
    <Button
      variant="ghost"
      aria-expanded={logOpen}
      aria-controls={logOpen ? logId : undefined}
      onClick={() => setLogOpen((open) => !open)}
    >
      {logOpen ? "Ocultar entregas" : "Ver entregas"}
    </Button>
  );
  return (
    <li className="space-y-3 py-4">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold break-all text-slate-900">{webhook.url}</span>
          {active ? (
            <ToneBadge tone="green">Activo</ToneBadge>
          ) : (
            <ToneBadge tone="neutral">Desactivado</ToneBadge>
          )}
        </p>
        <p className="text-sm text-slate-600">
          Registrado el {formatDate(webhook.createdAt)}
          {webhook.disabledAt && ` · Desactivado el ${formatDate(webhook.disabledAt)}`}
        </p>
        <Stopped webhook={webhook} />
        {webhook.previousSecretUntil && (
          <p className="text-sm text-slate-700">
            Secreto rotado: el anterior sigue valiendo hasta el {formatDateTime(webhook.previousSecretUntil)}.
          </p>
        )}
      </div>
      {rotated ? (
        // In place of the actions, so the question that asked for it is gone when the secret takes focus.
        <OneTimeSecret
          title={`El nuevo secreto de firma de ${webhook.url}`}
          secret={rotated.signingSecret}
          what="el secreto de firma"
          copiedMessage="Secreto copiado"
          warning="No lo volverás a ver: cópialo y guárdalo ahora."
          done="Ya lo guardé"
          hint={
            rotated.previousUntil
              ? `Desde ahora cada aviso lleva dos firmas: una con este secreto y otra con el anterior, que sigue valiendo hasta el ${formatDateTime(rotated.previousUntil)}. Ponlo en tu sistema antes de esa hora.`
              : "Desde ahora cada aviso se firma con este secreto: ponlo en tu sistema."
          }
          onDone={() => setRotated(null)}
        />
      ) : active ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {asking === null && (
            <>
              <Button variant="secondary" disabled={test.isPending} onClick={sendTest}>
                {test.isPending && <Spinner />}
                Enviar evento de prueba
              </Button>
              {logButton}
            </>
          )}
          {asking !== "delete" && (
            <ConfirmAction
              action={
                <>
                  Rotar secreto<span className="sr-only"> del webhook {webhook.url}</span>
                </>
              }
              actionVariant="ghost"
              question="¿Rotar el secreto de firma?"
              details={
                <>
                  <p>
                    Te mostraremos un secreto nuevo una sola vez. El actual sigue valiendo{" "}
                    {SECRET_OVERLAP_HOURS} horas: mientras tanto firmamos cada aviso con los dos, para que
                    cambies el secreto en tu sistema sin perder avisos.
                  </p>
                  {webhook.previousSecretUntil && (
                    <p className="mt-2">
                      Ya lo rotaste: el secreto que tenías antes, que valía hasta el{" "}
                      {formatDateTime(webhook.previousSecretUntil)}, deja de valer ahora.
                    </p>
                  )}
                </>
              }
              confirm="Sí, rotar"
              confirmVariant="primary"
              pending="Rotando..."
              isPending={rotate.isPending}
              onConfirm={() =>
                rotate
                  .mutateAsync(webhook.id)
                  .then(({ webhook: now, signingSecret }) =>
                    setRotated({ signingSecret, previousUntil: now.previousSecretUntil }),
                  )
              }
              onCancel={() => rotate.reset()}
              onAskingChange={(on) => setAsking(on ? "rotate" : null)}
            />
          )}
          {asking !== "rotate" && (
            <ConfirmAction
              action={
                <>
                  Eliminar<span className="sr-only"> el webhook {webhook.url}</span>
                </>
              }
              actionVariant="ghost"
              question="¿Eliminar este webhook?"
              details={
                <p>
                  Dejamos de enviar eventos a {webhook.url}, también los reintentos pendientes. Queda en la
                  lista, desactivado, con su registro de entregas durante 30 días.
                </p>
              }
              confirm="Sí, eliminar"
              pending="Eliminando..."
              isPending={remove.isPending}
              onConfirm={() => remove.mutateAsync(webhook.id)}
              onCancel={() => remove.reset()}
              onAskingChange={(on) => setAsking(on ? "delete" : null)}
            />
          )}
        </div>
      ) : (
        // Nothing is sent to it any more: its log is all there is to look at.
        <div className="flex flex-col gap-2 sm:flex-row">{logButton}</div>
      )}
      <p role="status" className="text-sm font-medium text-emerald-800">
        {test.isSuccess ? "Enviamos un evento de prueba: su entrega aparece abajo." : ""}
      </p>
      {failure && <Alert>{failure}</Alert>}
      {logOpen && <DeliveryLog webhookId={webhook.id} id={logId} label={`Entregas a ${webhook.url}`} />}
    </li>
  );
}

function WebhookList({ webhooks }: { webhooks: TWebhook[] }) {
  if (webhooks.length === 0) {
    return <p className="mt-3 text-slate-700">Aún no registras una URL.</p>;
  }
  return (
    <ul aria-label="Webhooks" className="mt-3 divide-y divide-slate-200">
      {webhooks.map((webhook) => (
        <WebhookItem key={webhook.id} webhook={webhook} />
      ))}
    </ul>
  );
}

type TNewWebhook = { url: string; signingSecret: string };

function CreateWebhookForm({
  labelledBy,
  onCreated,
}: {
  labelledBy: string;
  onCreated: (created: TNewWebhook) => void;
}) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCreateWebhook.safeParse({ url });
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ webhook, signingSecret }) => {
        setUrl("");
        onCreated({ url: webhook.url, signingSecret });
      },
    });
  };

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={submit} className="mt-4 space-y-4">
      <Field label="URL de tu sistema" hint="Debe empezar con https://." error={error}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://tu-sistema.cl/webhooks/patente-clara"
            maxLength={WEBHOOK_URL_MAX}
            required
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(undefined);
              create.reset();
            }}
          />
        )}
      </Field>
      {create.isError && <Alert>{errorMessageOf(create.error, CREATE_WEBHOOK_FAILED_MESSAGE)}</Alert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending && <Spinner />}
        Registrar URL
      </Button>
    </form>
  );
}

function Webhooks({ onCreated }: { onCreated: (created: TNewWebhook) => void }) {
  const webhooks = useWebhooks();
  const formHeadingId = useId();
  if (webhooks.isPending) return <LoadingState label="Cargando los webhooks..." />;
  if (webhooks.isError) {
    return (
      <div className="mt-3">
        <LoadError
          error={webhooks.error}
          fallback="No pudimos cargar los webhooks"
          onRetry={() => void webhooks.refetch()}
        />
      </div>
    );
  }
  return (
    <>
      <WebhookList webhooks={webhooks.data} />
      <div className="mt-4 border-t border-slate-200 pt-5">
        <h3 id={formHeadingId} className="font-bold text-slate-900">
          Registrar una URL
        </h3>
        {/* The server counts the active ones only: a disabled one stays listed but takes no place. */}
        {webhooks.data.filter((w) => !w.disabledAt).length < MAX_WEBHOOKS ? (
          <CreateWebhookForm labelledBy={formHeadingId} onCreated={onCreated} />
        ) : (
          <p className="mt-1 text-slate-700">
            Ya tienes {MAX_WEBHOOKS} URLs activas, el máximo. Elimina una para registrar otra.
          </p>
        )}
      </div>
    </>
  );
}

/** An administrador's webhooks: where the automotora's events are sent, a test event, and each one's log. */
export function WebhooksSection() {
  const [created, setCreated] = useState<TNewWebhook | null>(null);
  return (
    <Panel
      title="Webhooks"
      intro={
        <>
          Te avisamos con un POST firmado a tu URL cuando termina un informe o un lote de la automotora, y
          reintentamos durante un día si no responde.{" "}
          <Link to={paths.developers.getHref()} className={textLinkClass}>
            Cómo verificar la firma
          </Link>
        </>
      }
    >
      {created && (
        <OneTimeSecret
          title={`El secreto de firma de ${created.url}`}
          secret={created.signingSecret}
          what="el secreto de firma"
          copiedMessage="Secreto copiado"
          warning="No lo volverás a ver: cópialo y guárdalo ahora."
          done="Ya lo guardé"
          hint="Tu sistema lo usa para comprobar que cada aviso viene de Patente Clara. Si lo pierdes, usa «Rotar secreto» para recibir uno nuevo."
          onDone={() => setCreated(null)}
        />
      )}
      <Webhooks onCreated={setCreated} />
    </Panel>
  );
}
