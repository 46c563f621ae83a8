import { useId } from "react";
import type { TAdminPrivacyRequest, TClosedPrivacyRequest } from "#domain/contract/privacy";
import { formatDate, formatDateTime } from "#domain/format";
import { rightLabel } from "#domain/privacy/rights";
import { formatRut } from "#domain/rut";
import { DetailList } from "#web/components/ui/detail-list";
import { CloseRequestForm } from "./close-request-form";

const badgeClass = "rounded-full px-3 py-0.5 text-sm font-semibold";

/** One rights request as the privacy team reads it; an open one carries the form that closes it. */
export function PrivacyRequestCard({
  request,
  today,
  onClosed,
}: {
  request: TAdminPrivacyRequest;
  /** Santiago's calendar day (yyyy-mm-dd), to tell an overdue request. */
  today: string;
  onClosed: (closed: TClosedPrivacyRequest) => void;
}) {
  const headingId = useId();
  const open = request.status === "abierta";
  const overdue = open && request.deadline < today;
  const details = [
    { term: "RUT", value: formatRut(request.rut) ?? request.rut },
    { term: "Correo electrónico", value: request.email },
    { term: "Recibida", value: formatDateTime(request.createdAt) },
    { term: "Plazo legal", value: formatDate(request.deadline) },
    ...(open
      ? []
      : [
          { term: "Resultado", value: request.outcome === "aceptada" ? "Aceptada" : "Rechazada" },
          {
            term: "Cerrada",
            value: `${formatDateTime(request.closedAt)}${request.closedBy ? ` por ${request.closedBy}` : ""}`,
          },
        ]),
  ];

  // Free text as it was written, line breaks included.
  const texts = [
    { term: "Mensaje", text: request.message },
    { term: "Nota de cierre", text: request.closingNote },
  ].flatMap(({ term, text }) =>
    text ? [{ term, value: <span className="whitespace-pre-line">{text}</span> }] : [],
  );

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {rightLabel(request.right)} · {request.plate}
        </h3>
        <div className="flex gap-2">
          <span
            className={`${badgeClass} ${open ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"}`}
          >
            {open ? "Abierta" : "Cerrada"}
          </span>
          {overdue && <span className={`${badgeClass} bg-red-100 text-red-800`}>Vencida</span>}
        </div>
      </div>
      <DetailList items={details} className="mt-3 sm:grid-cols-2" />
      {texts.length > 0 && <DetailList items={texts} className="mt-3" />}
      {open && <CloseRequestForm requestId={request.id} onClosed={onClosed} />}
    </article>
  );
}
