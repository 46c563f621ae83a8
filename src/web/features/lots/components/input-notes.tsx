import type { ReactNode } from "react";
import type { TLotPreview } from "#domain/contract/lots";
import { plural } from "#domain/format";
import { duplicateText, type LotRowWord } from "#domain/lot/lot-texts";
import { invalidByReason } from "../lot-words";

/** Up to this many entries are listed as they are; more fold under a summary the dealer opens. */
const SHOWN_OPEN = 5;

/** A list that folds when long, so 300 bad rows do not push the confirmation off the screen. */
function Foldable({ summary, many, children }: { summary: string; many: boolean; children: ReactNode }) {
  if (!many) return <div className="mt-2 space-y-3">{children}</div>;
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded font-medium underline underline-offset-4">
        {summary}
      </summary>
      <div className="mt-2 max-h-80 space-y-3 overflow-y-auto rounded-lg border border-current/20 bg-white/60 p-3">
        {children}
      </div>
    </details>
  );
}

type TInputNotesProps = Pick<TLotPreview, "invalid" | "duplicates"> & {
  rowWord: LotRowWord;
  /** Before the lot is sent ('no se consultarán') or after ('no se consultaron'). */
  when: "before" | "after";
};

/** The rows the lot leaves out and the plates it folds, each with the row number the dealer can find. */
export function InputNotes({ invalid, duplicates, rowWord, when }: TInputNotesProps) {
  if (invalid.length === 0 && duplicates.length === 0) return null;
  const { one, many } =
    rowWord === "Fila" ? { one: "fila", many: "filas" } : { one: "línea", many: "líneas" };
  const before = when === "before";
  const single = invalid.length === 1;
  const left = before
    ? single
      ? "no se consultará"
      : "no se consultarán"
    : single
      ? "no se consultó"
      : "no se consultaron";
  return (
    <div className="space-y-4">
      {invalid.length > 0 && (
        <section className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <h3 className="font-bold">
            {plural(invalid.length, one, many)} {left}: {single ? "no es una patente" : "no son patentes"}
          </h3>
          <Foldable summary={`Ver las ${invalid.length} ${many}`} many={invalid.length > SHOWN_OPEN}>
            {invalidByReason(invalid).map((group) => (
              <div key={group.reason}>
                <p>{group.reason}:</p>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {group.rows.map((row, i) => (
                    // Two entries may share a line ('no sé' is two words of line 17).
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own.
                    <li key={i} className="wrap-anywhere">
                      <span className="font-semibold">
                        {rowWord} {row.row}
                      </span>
                      {row.value && <span className="font-mono"> «{row.value}»</span>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Foldable>
        </section>
      )}
      {duplicates.length > 0 && (
        <section className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900">
          <h3 className="font-bold">
            {duplicates.length === 1
              ? `1 patente repetida: se ${before ? "consulta" : "consultó"} una vez`
              : `${plural(duplicates.length, "patente repetida", "patentes repetidas")}: se ${before ? "consulta" : "consultó"} una vez cada una`}
          </h3>
          <Foldable summary={`Ver las ${duplicates.length} repetidas`} many={duplicates.length > SHOWN_OPEN}>
            <ul className="space-y-1">
              {duplicates.map((plate) => (
                <li key={plate.plate}>{duplicateText(plate, rowWord)}</li>
              ))}
            </ul>
          </Foldable>
        </section>
      )}
    </div>
  );
}
