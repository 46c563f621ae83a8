import { type ReactNode, useId } from "react";
import { FieldError } from "./field";

type TCheckboxFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  /** Under the label and read with the box, such as links to the texts it accepts. */
  hint?: ReactNode;
};

/** A checkbox with its label beside it, tied to its hint and its error like Field's controls. */
export function CheckboxField({ label, checked, onChange, error, hint }: TCheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
