import { type FormEvent, useId, useState } from "react";
import { API_KEY_NAME_MAX, type TApiKey, ZCreateApiKey } from "#domain/contract/api-keys";
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
import { ToneBadge } from "#web/components/ui/tone-badge";
import { errorMessageOf } from "#web/lib/api";
import { CREATE_API_KEY_FAILED_MESSAGE, useCreateApiKey } from "../api/create-api-key";
import { useApiKeys } from "../api/get-api-keys";
import { REVOKE_API_KEY_FAILED_MESSAGE, useRevokeApiKey } from "../api/revoke-api-key";
import { OneTimeSecret } from "./one-time-secret";

function KeyItem({ apiKey }: { apiKey: TApiKey }) {
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState(false);
  const revoked = apiKey.revokedAt !== null;
  return (
    <li
      className={`flex flex-col gap-3 py-4 ${asking ? "" : "sm:flex-row sm:items-center sm:justify-between"}`}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold wrap-anywhere text-slate-900">{apiKey.name}</span>
          {revoked ? (
            <ToneBadge tone="neutral">Revocada</ToneBadge>
          ) : (
            <ToneBadge tone="green">Activa</ToneBadge>
          )}
        </p>
        <p className="font-mono text-sm text-slate-800">{apiKey.prefix}…</p>
        <p className="text-sm text-slate-600">
          Creada el {formatDate(apiKey.createdAt)}
          {apiKey.createdBy && ` por ${apiKey.createdBy.name}`} ·{" "}
          {apiKey.lastUsedAt ? `Último uso: ${formatDateTime(apiKey.lastUsedAt)}` : "Sin uso todavía"}
          {apiKey.revokedAt && ` · Revocada el ${formatDate(apiKey.revokedAt)}`}
        </p>
      </div>
      {!revoked && (
        <div className="space-y-3">
          <ConfirmAction
            action={
              <>
                Revocar<span className="sr-only"> la clave {apiKey.name}</span>
              </>
            }
            actionVariant="secondary"
            question={`¿Revocar la clave «${apiKey.name}»?`}
            details={
              <p>
                Los sistemas que la usan dejan de poder pedir informes desde ya. No se puede deshacer: para
                volver a conectarlos, crea otra clave.
              </p>
            }
            confirm="Sí, revocar"
            pending="Revocando..."
            isPending={revoke.isPending}
            onConfirm={() => revoke.mutateAsync(apiKey.id)}
            onCancel={() => revoke.reset()}
            onAskingChange={setAsking}
          />
          {revoke.isError && <Alert>{errorMessageOf(revoke.error, REVOKE_API_KEY_FAILED_MESSAGE)}</Alert>}
        </div>
      )}
    </li>
  );
}

function KeyList() {
  const keys = useApiKeys();
  if (keys.isPending) return <LoadingState label="Cargando las claves..." />;
  if (keys.isError) {
    return (
      <div className="mt-3">
        <LoadError
          error={keys.error}
          fallback="No pudimos cargar las claves"
          onRetry={() => void keys.refetch()}
        />
      </div>
    );
  }
  if (keys.data.length === 0) {
    return (
      <p className="mt-3 text-slate-700">Aún no hay claves. Crea la primera para conectar tu sistema.</p>
    );
  }
  return (
    <ul aria-label="Claves de API" className="mt-3 divide-y divide-slate-200">
      {keys.data.map((apiKey) => (
        <KeyItem key={apiKey.id} apiKey={apiKey} />
      ))}
    </ul>
  );
}

function CreateKeyForm({
  labelledBy,
  onCreated,
}: {
  labelledBy: string;
  onCreated: (created: TNewKey) => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCreateApiKey.safeParse({ name });
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ key, secret }) => {
        setName("");
        onCreated({ name: key.name, secret });
      },
    });
  };

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={submit} className="mt-4 space-y-4">
      <Field
        label="Nombre de la clave"
        hint="Para reconocerla después, por ejemplo «DMS» o «Portal de avisos»."
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX}
            required
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
              create.reset();
            }}
          />
        )}
      </Field>
      {create.isError && <Alert>{errorMessageOf(create.error, CREATE_API_KEY_FAILED_MESSAGE)}</Alert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending && <Spinner />}
        Crear clave
      </Button>
    </form>
  );
}

type TNewKey = { name: string; secret: string };

/** An administrador's keys for /api/v1: each listed by its prefix, a new one shown once, any revoked. */
export function ApiKeysSection() {
  const formHeadingId = useId();
  const [created, setCreated] = useState<TNewKey | null>(null);
  return (
    <Panel
      title="Claves de API"
      intro="Tus sistemas las usan para pedir informes a la API con el saldo de la automotora. Una clave revocada deja de funcionar al instante."
    >
      {created && (
        <OneTimeSecret
          title={`Tu clave «${created.name}»`}
          secret={created.secret}
          what="la clave"
          copiedMessage="Clave copiada"
          warning="No la volverás a ver: cópiala y guárdala ahora."
          done="Ya la guardé"
          hint="Guárdala como un secreto en el servidor de tu sistema, nunca en una página web ni en una app. Si la pierdes, revócala y crea otra."
          onDone={() => setCreated(null)}
        />
      )}
      <KeyList />
      <div className="mt-4 border-t border-slate-200 pt-5">
        <h3 id={formHeadingId} className="font-bold text-slate-900">
          Crear una clave
        </h3>
        <CreateKeyForm labelledBy={formHeadingId} onCreated={setCreated} />
      </div>
    </Panel>
  );
}
