import { Button } from "../ui/button";
import { CheckboxField } from "../ui/checkbox-field";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { StepProgress } from "../ui/step-progress";
import { Textarea } from "../ui/textarea";
import type { TWizardScreen } from "./use-step-wizard";

type TWizardStepFormProps = {
  screen: TWizardScreen;
  /** Names the progress bar for screen readers. */
  progressLabel: string;
  /** The submit button's words on the last step, where it sends the form. */
  finishLabel: string;
};

export function WizardStepForm({ screen, progressLabel, finishLabel }: TWizardStepFormProps) {
  const { step } = screen;
  return (
    <>
      <StepProgress step={screen.number} total={screen.total} label={progressLabel} />
      {/* Keyed by field so each step mounts afresh and plays the slide-in. */}
      <form
        key={step.field}
        noValidate
        onSubmit={screen.next}
        className="animate-step-in space-y-4 motion-reduce:animate-none"
      >
        <Field label={step.label} error={screen.error} hint={step.hint}>
          {(control) => {
            const props = {
              ...control,
              // The wizard only focuses it: either element will do.
              ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
                screen.inputRef.current = element;
              },
              autoComplete: step.autoComplete,
              required: !step.optional,
              placeholder: step.placeholder,
              value: screen.value,
              onChange: (e: { target: { value: string } }) => screen.setValue(e.target.value),
            };
            return step.multiline ? <Textarea {...props} /> : <Input {...props} type={step.type} />;
          }}
        </Field>
        {screen.checkbox && (
          <CheckboxField
            label={screen.checkbox.label}
            hint={screen.checkbox.hint}
            checked={screen.checkbox.checked}
            onChange={screen.checkbox.setChecked}
            error={screen.checkbox.error}
          />
        )}
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={screen.back}>
            Atrás
          </Button>
          <Button type="submit" className="flex-1">
            {screen.isLast ? finishLabel : "Continuar"}
          </Button>
        </div>
      </form>
    </>
  );
}
