import { type ReactNode, useId } from "react";
import { FieldError } from "./field";

type TChoiceGroupProps = {
  legend: string;
  error?: string | undefined;
  /** How the options are laid out: a column, a wrapping row. */
  className: string;
  children: ReactNode;
};

/** A group of radios or checkboxes under one legend, with the group's error tied to it. */
export function ChoiceGroup({ legend, error, className, children }: TChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className={`mt-2 ${className}`}>{children}</div>
      {error && (
        <div className="mt-1">
          <FieldError id={errorId} message={error} />
        </div>
      )}
    </fieldset>
  );
}
