import { type FormEvent, type RefObject, useId, useRef } from "react";
import { PASTED_MAX_CHARS } from "#domain/lot/parse-pasted";
import { Button, buttonClass } from "#web/components/ui/button";
import { FieldError } from "#web/components/ui/field";
import { inputClass } from "#web/components/ui/input";
import { useInteractive } from "#web/hooks/use-interactive";

/** Both ways the spreadsheet can be saved; Windows names a .csv 'application/vnd.ms-excel'. */
const ACCEPTED =
  ".csv,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type TLotInputFormProps = {
  text: string;
  onTextChange: (text: string) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Why the input cannot be reviewed: nothing given, or the server's reason. */
  error: string | undefined;
  busy: boolean;
  onSubmit: () => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The lot as the dealer gives it: pasted plates or a file. A chosen file is what is reviewed, and the text
 * box waits, greyed, until the file is taken away: one source at a time, so what is charged is never in
 * doubt.
 */
export function LotInputForm({
  text,
  onTextChange,
  file,
  onFileChange,
  error,
  busy,
  onSubmit,
  textRef,
}: TLotInputFormProps) {
  const id = useId();
  const interactive = useInteractive();
  const fileRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const removeFile = () => {
    onFileChange(null);
    if (fileRef.current) fileRef.current.value = "";
    fileRef.current?.focus();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby={error ? errorId : undefined}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="grid gap-6 md:grid-cols-[1fr_auto_1fr]">
        <div className="space-y-1">
          <label htmlFor={`${id}-text`} className="block font-medium text-slate-900">
            Pega las patentes (una por línea)
          </label>
          <textarea
            ref={textRef}
            id={`${id}-text`}
            rows={8}
            value={text}
            maxLength={PASTED_MAX_CHARS}
            disabled={file !== null}
            spellCheck={false}
            autoCapitalize="characters"
            aria-describedby={`${id}-text-hint`}
            placeholder={"BBCL10\nRTVE20\nMULT30"}
            onChange={(e) => onTextChange(e.target.value)}
            className={`${inputClass} font-mono uppercase placeholder:normal-case disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500`}
          />
          <p id={`${id}-text-hint`} className="text-sm text-slate-600">
            {file
              ? "Revisaremos el archivo que elegiste. Quítalo para usar las patentes pegadas."
              : "También puedes copiar una columna de Excel y pegarla aquí."}
          </p>
        </div>
        <p
          aria-hidden="true"
          className="flex items-center justify-center gap-3 text-sm font-semibold text-slate-500 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 md:flex-col md:before:h-auto md:before:w-px md:after:h-auto md:after:w-px"
        >
          o
        </p>
        <div className="space-y-1">
          <label id={`${id}-file-label`} htmlFor={`${id}-file`} className="block font-medium text-slate-900">
            Sube un CSV o Excel (hasta 500 filas)
          </label>
          {/* The browser's own file button speaks the browser's language; ours speaks Spanish. The input
              stays in the page, focusable, and the visible button is a second label of it. */}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED}
              aria-labelledby={`${id}-file-label`}
              aria-describedby={`${id}-file-name ${id}-file-hint`}
              onChange={(e) => onFileChange(e.target.files?.[0] ?? null)}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-file`}
              aria-hidden="true"
              className={buttonClass(
                "secondary",
                "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand",
              )}
            >
              {file ? "Cambiar archivo" : "Elegir archivo"}
            </label>
            <span id={`${id}-file-name`} className="min-w-0 wrap-anywhere text-slate-800">
              {file ? file.name : "Ningún archivo elegido"}
            </span>
          </div>
          <p id={`${id}-file-hint`} className="text-sm text-slate-600">
            Archivos .csv o .xlsx de hasta 2 MB. Leemos la columna «Patente»; si no hay una, la primera
            columna.
          </p>
          {file && (
            <Button variant="ghost" className="-ml-4 underline" onClick={removeFile}>
              Quitar archivo<span className="sr-only"> {file.name}</span>
            </Button>
          )}
        </div>
      </div>
      {error && <FieldError id={errorId} message={error} />}
      <Button type="submit" disabled={busy || !interactive} className="w-full sm:w-auto">
        {busy ? "Revisando…" : "Revisar"}
      </Button>
    </form>
  );
}
