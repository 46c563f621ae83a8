import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TMe } from "#domain/contract/account";
import { LOT_FILE_MAX_BYTES, LOT_FILE_TOO_LARGE_MESSAGE, LOT_INPUT_MESSAGE } from "#domain/contract/lots";
import { BackLink } from "#web/components/ui/back-link";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { errorMessageOf } from "#web/lib/api";
import { useSession } from "#web/lib/auth";
import { useCreateLot } from "../api/create-lot";
import type { TLotSource } from "../api/lot-source";
import { usePreviewLot } from "../api/preview-lot";
import { LotInputForm } from "../components/lot-input-form";
import { LotPreview } from "../components/lot-preview";
import { NoOrganisation } from "../components/no-organisation";

const PREVIEW_FAILED = "No pudimos revisar el lote. Inténtalo de nuevo.";
const CREATE_FAILED = "No pudimos crear el lote. Inténtalo de nuevo: no se descontó nada.";

function NewLot({ organisation }: { organisation: NonNullable<TMe["organisation"]> }) {
  const navigate = useNavigate();
  const preview = usePreviewLot();
  const create = useCreateLot();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  // Told before sending: on a phone's upload a 10 MB file would take a minute to be refused.
  const tooLarge = file !== null && file.size > LOT_FILE_MAX_BYTES;
  // One id per reviewed input: a second click on 'Confirmar', or a retry, names the same lot.
  const [clientRequestId, setClientRequestId] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  // Any change to the input makes the review stale: it is asked again rather than trusted.
  const changed = () => {
    setMissing(false);
    preview.reset();
    create.reset();
  };

  const review = () => {
    const source: TLotSource | null = file
      ? { kind: "file", file }
      : text.trim() !== ""
        ? { kind: "text", text }
        : null;
    if (!source) {
      setMissing(true);
      textRef.current?.focus();
      return;
    }
    if (tooLarge) return;
    create.reset();
    preview.mutate(source, { onSuccess: () => setClientRequestId(crypto.randomUUID()) });
  };

  const confirm = () => {
    const source = preview.variables;
    if (!source || !clientRequestId || create.isPending) return;
    create.mutate(
      { source, clientRequestId },
      { onSuccess: ({ id }) => void navigate(paths.dashboard.lot.getHref(id)) },
    );
  };

  const formError = missing
    ? LOT_INPUT_MESSAGE
    : tooLarge
      ? LOT_FILE_TOO_LARGE_MESSAGE
      : preview.isError
        ? errorMessageOf(preview.error, PREVIEW_FAILED)
        : undefined;

  return (
    <>
      <LotInputForm
        text={text}
        onTextChange={(next) => {
          setText(next);
          changed();
        }}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          changed();
        }}
        error={formError}
        busy={preview.isPending}
        onSubmit={review}
        textRef={textRef}
      />
      {preview.data && (
        <LotPreview
          // A new review is a new section: its heading takes the focus again.
          key={clientRequestId}
          preview={preview.data}
          organisation={organisation}
          onConfirm={confirm}
          confirming={create.isPending || create.isSuccess}
          error={create.isError ? errorMessageOf(create.error, CREATE_FAILED) : undefined}
        />
      )}
    </>
  );
}

/** /dashboard/lotes/nuevo: plates pasted or uploaded, reviewed, then confirmed as one lot. */
export default function NewLotPage() {
  usePageTitle("Nuevo lote");
  const { me } = useSession();
  const organisation = me?.organisation ?? null;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <BackLink to={paths.dashboard.lots.getHref()}>Lotes</BackLink>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Nuevo lote</h1>
        <p className="mt-2 text-slate-700">
          {organisation
            ? `Verifica hasta 500 patentes de una vez con el saldo de ${organisation.displayName}. Antes de gastar nada te mostramos qué filas se consultarán, cuántos informes usará y cuánto tardará.`
            : "Verifica hasta 500 patentes de una vez."}
        </p>
      </div>
      {organisation ? <NewLot organisation={organisation} /> : <NoOrganisation />}
    </div>
  );
}
