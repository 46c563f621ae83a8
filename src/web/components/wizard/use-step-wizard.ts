import {
  type FormEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";
import type { z } from "zod";
import { firstError } from "#domain/forms/issues";

/** One question of a wizard: a single text input, checked on its own before the next one shows. */
export type TWizardStep<TField extends string> = {
  field: TField;
  label: string;
  type: HTMLInputTypeAttribute;
  /** A text of several lines (a question in one's own words): Enter starts a new line there. */
  multiline?: boolean;
  autoComplete: string;
  optional?: boolean;
  hint?: string;
  placeholder?: string;
};

/**
 * A checkbox the last step asks for under its input, checked with it before the form is sent (the
 * register wizard's consent to the legal texts). Its field is a boolean of the schema.
 */
export type TWizardCheckbox<TField extends string> = {
  field: TField;
  label: string;
  hint?: ReactNode;
};

/** What the current step's form needs; see WizardStepForm. */
export type TWizardScreen = {
  step: TWizardStep<string>;
  /** 1-based, the way the progress bar counts. */
  number: number;
  total: number;
  isLast: boolean;
  value: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  /** The last step's checkbox, if the wizard has one. */
  checkbox: {
    label: string;
    hint?: ReactNode;
    checked: boolean;
    error: string | undefined;
    setChecked: (checked: boolean) => void;
  } | null;
  setValue: (value: string) => void;
  back: () => void;
  next: (event: FormEvent<HTMLFormElement>) => void;
};

type TStepWizardOptions<TField extends string, TCheck extends string, TData> = {
  /** The whole form, a z.object; each step is checked against its own field's schema. */
  schema: z.ZodType<TData> & { shape: Record<TField | TCheck, z.ZodType> };
  steps: readonly TWizardStep<TField>[];
  checkbox?: TWizardCheckbox<TCheck>;
  onComplete: (data: TData) => void;
};

const blankValues = <TField extends string>(steps: readonly TWizardStep<TField>[]) =>
  Object.fromEntries(steps.map((step) => [step.field, ""])) as Record<TField, string>;

/**
 * A form asked one question at a time, after an intro screen. Enter checks the step and moves on; the last
 * step hands the whole form, parsed, to onComplete. The page draws the intro and the outcome screens.
 */
export function useStepWizard<TField extends string, TData, TCheck extends string = never>({
  schema,
  steps,
  checkbox,
  onComplete,
}: TStepWizardOptions<TField, TCheck, TData>) {
  // index null is the intro screen; otherwise the index in steps. A new object on every visit, so coming
  // back to the step already current (from an error screen) focuses its input too.
  const [visit, setVisit] = useState<{ index: number | null }>({ index: null });
  const stepIndex = visit.index;
  const [values, setValues] = useState(() => blankValues(steps));
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [checkboxError, setCheckboxError] = useState<string>();
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  // Each step brings its input into view already focused, so the whole form can be typed through.
  useEffect(() => {
    if (visit.index !== null) inputRef.current?.focus();
  }, [visit]);

  const goTo = (index: number | null) => {
    setError(undefined);
    setCheckboxError(undefined);
    setVisit({ index });
  };

  const restart = () => {
    setValues(blankValues(steps));
    setChecked(false);
    goTo(null);
  };

  /** The error of a value against its field's schema, if any. */
  const errorOf = (field: TField | TCheck, value: unknown): string | undefined => {
    const parsed = schema.shape[field].safeParse(value);
    return parsed.success ? undefined : firstError(parsed.error);
  };

  const step = stepIndex === null ? undefined : steps[stepIndex];
  if (stepIndex === null || !step) return { screen: null, goTo, restart };

  const isLast = stepIndex === steps.length - 1;
  const screen: TWizardScreen = {
    step,
    number: stepIndex + 1,
    total: steps.length,
    isLast,
    value: values[step.field],
    error,
    inputRef,
    checkbox:
      isLast && checkbox
        ? {
            label: checkbox.label,
            hint: checkbox.hint,
            checked,
            error: checkboxError,
            setChecked: (value) => {
              setChecked(value);
              if (value) setCheckboxError(undefined);
            },
          }
        : null,
    setValue: (value) => setValues((current) => ({ ...current, [step.field]: value })),
    back: () => goTo(stepIndex === 0 ? null : stepIndex - 1),
    next: (event) => {
      event.preventDefault();
      const stepError = errorOf(step.field, values[step.field]);
      setError(stepError);
      if (!isLast) {
        if (!stepError) goTo(stepIndex + 1);
        return;
      }
      const boxError = checkbox ? errorOf(checkbox.field, checked) : undefined;
      setCheckboxError(boxError);
      if (stepError || boxError) return;
      // Every step was checked on the way here, so this parse only applies the schemas' clean-ups.
      onComplete(schema.parse(checkbox ? { ...values, [checkbox.field]: checked } : values));
    },
  };
  return { screen, goTo, restart };
}
