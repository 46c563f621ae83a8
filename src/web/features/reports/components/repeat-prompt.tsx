import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { TRepeatReport } from "#domain/contract/reports";
import { repeatReportText } from "#domain/report/repeat";
import { Button, buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";

type TRepeatPromptProps = {
  plate: string;
  earlier: TRepeatReport["earlier"];
  /** Asks again, saying a new report is meant: it spends one query. */
  onConfirm: () => void;
  /** Back to the form, for another plate. */
  onCancel: () => void;
};

/**
 * Shown in place of the form when the account checked this plate in the last 24 hours: the server spent
 * nothing, and waits for a yes before it does.
 */
export function RepeatPrompt({ plate, earlier, onConfirm, onCancel }: TRepeatPromptProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The button that had focus is gone; the question takes it, so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        Ya tienes un informe de esta patente
      </h2>
      <p className="text-slate-800">
        {repeatReportText(plate, earlier.createdAt)} Puedes volver a verlo sin costo, o generar uno nuevo con
        los datos de hoy.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.dashboard.report.getHref(earlier.id)} className={buttonClass("primary", "sm:flex-1")}>
          Ver el informe anterior
        </Link>
        <Button variant="secondary" className="sm:flex-1" onClick={onConfirm}>
          {/* Kept whole on one line when the label wraps on a phone. */}
          Generar uno nuevo {"(usa\u00a01\u00a0consulta)"}
        </Button>
      </div>
      <Button variant="ghost" className="w-full sm:w-auto" onClick={onCancel}>
        Consultar otra patente
      </Button>
    </section>
  );
}
