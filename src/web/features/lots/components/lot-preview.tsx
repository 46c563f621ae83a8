import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { TMe } from "#domain/contract/account";
import type { TLotPreview } from "#domain/contract/lots";
import { plural } from "#domain/format";
import { may } from "#domain/organisation/roles";
import { Button, buttonClass } from "#web/components/ui/button";
import { FieldError } from "#web/components/ui/field";
import { paths } from "#web/config/paths";
import { columnText, noDataNotice, shortfallText } from "../lot-words";
import { InputNotes } from "./input-notes";

type TOrganisation = NonNullable<TMe["organisation"]>;

/** Out of credits: an administrador buys a fleet pack, a vendedor asks one to. */
function Shortfall({ id, text, organisation }: { id: string; text: string; organisation: TOrganisation }) {
  return (
    <div id={id} className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{text}</p>
      {may(organisation.role, "buy") ? (
        <Link to={paths.dashboard.packs.getHref("automotoras")} className={buttonClass("secondary")}>
          Comprar packs flota
        </Link>
      ) : (
        <p>Pide a un administrador de {organisation.displayName} que compre un pack flota.</p>
      )}
    </div>
  );
}

/**
 * The automotora's plates without data left for its lots: a quiet note while the lot fits, a warning when
 * it may reach the limit, a refusal once nothing is left.
 */
function NoDataNotice({ id, notice }: { id: string; notice: ReturnType<typeof noDataNotice> }) {
  if (notice.tone === "note") {
    return (
      <p id={id} className="text-sm text-slate-700">
        {notice.text}
      </p>
    );
  }
  const box =
    notice.tone === "blocked"
      ? "border-red-300 bg-red-50 text-red-900 font-medium"
      : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <p id={id} className={`rounded-lg border p-4 ${box}`}>
      {notice.text}
    </p>
  );
}

type TLotPreviewProps = {
  preview: TLotPreview;
  organisation: TOrganisation;
  onConfirm: () => void;
  confirming: boolean;
  /** Why the lot was not made: the server's reason. */
  error: string | undefined;
};

/** What the lot will ask for and cost, checked row by row before anything is spent. */
export function LotPreview({ preview, organisation, onConfirm, confirming, error }: TLotPreviewProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The review appears under the form that had the focus: its heading takes it, so it is read and seen.
  useEffect(() => headingRef.current?.focus(), []);
  const shortfall = shortfallText(preview);
  const noData = noDataNotice(preview);
  const blocked = noData.tone === "blocked";
  // What keeps the button disabled is what it is described by; else the server's refusal, if any.
  const describedBy = shortfall
    ? `${id}-shortfall`
    : blocked
      ? `${id}-no-data`
      : error
        ? `${id}-error`
        : undefined;
  const column = columnText(preview);
  const plates = plural(preview.plates, "patente", "patentes");
  const figures = [
    { term: "Patentes a consultar", value: plates },
    {
      term: "Informes que usará",
      value: plural(preview.credits, "informe", "informes"),
      note: `Saldo de ${organisation.displayName}: ${plural(preview.available, "informe", "informes")}`,
    },
    {
      term: "Tiempo estimado",
      value: preview.estimatedText,
      note: "Al ritmo que permite el proveedor; si hay más consultas en curso, puede tardar algo más.",
    },
  ];
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div>
        <h2
          ref={headingRef}
          id={`${id}-heading`}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          Revisa el lote antes de consultar
        </h2>
        <p className="mt-1 text-slate-700 wrap-anywhere">
          {preview.fileName ? `Archivo: ${preview.fileName}` : "Patentes pegadas"}
          {column && ` · ${column}`}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map(({ term, value, note }) => (
          <div
            key={term}
            className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-xl border border-slate-200 px-4 py-3 sm:block sm:p-4"
          >
            <dt className="text-slate-700 sm:text-sm">{term}</dt>
            <dd className="text-right text-lg font-bold text-slate-900 sm:mt-1 sm:text-left sm:text-2xl">
              {value}
            </dd>
            {note && <dd className="col-span-2 mt-1 text-sm text-slate-700">{note}</dd>}
          </div>
        ))}
      </dl>
      <InputNotes
        invalid={preview.invalid}
        duplicates={preview.duplicates}
        rowWord={preview.rowWord}
        when="before"
      />
      {preview.items.length > 0 && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded font-medium text-brand-dark underline underline-offset-4 hover:text-brand">
            {preview.plates === 1
              ? "Ver la patente que se consultará"
              : `Ver las ${plates} que se consultarán`}
          </summary>
          <ul
            aria-label="Patentes a consultar"
            className="mt-2 flex max-h-64 flex-wrap gap-2 overflow-y-auto"
          >
            {preview.items.map((item) => (
              <li
                key={item.plate}
                className="rounded-md border border-slate-300 px-2 py-0.5 font-mono text-slate-900"
              >
                {item.plate}
              </li>
            ))}
          </ul>
        </details>
      )}
      {preview.plates > 0 && <NoDataNotice id={`${id}-no-data`} notice={noData} />}
      {shortfall && <Shortfall id={`${id}-shortfall`} text={shortfall} organisation={organisation} />}
      {error && <FieldError id={`${id}-error`} message={error} />}
      <Button
        className="w-full sm:w-auto"
        disabled={shortfall !== null || blocked || confirming}
        aria-describedby={describedBy}
        onClick={onConfirm}
      >
        {confirming ? "Creando el lote…" : `Confirmar y consultar ${plates}`}
      </Button>
    </section>
  );
}
