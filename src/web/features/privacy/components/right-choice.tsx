import { useId } from "react";
import { RIGHTS, type Right } from "#domain/privacy/rights";
import { ChoiceGroup } from "#web/components/ui/choice-group";
import { RadioOptions } from "#web/components/ui/radio-options";

/** The six rights of Ley 21.719 as a radio group, each with what it asks for. */
export function RightChoice({
  value,
  onChange,
  error,
}: {
  value: Right | undefined;
  onChange: (right: Right) => void;
  error: string | undefined;
}) {
  const name = useId();
  return (
    <ChoiceGroup legend="Derecho que quieres ejercer" error={error} className="grid gap-2">
      <RadioOptions
        name={name}
        options={RIGHTS}
        value={value}
        onChange={onChange}
        optionClassName="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-400 px-4 py-3 text-slate-900 has-checked:border-brand has-checked:bg-brand-light has-focus-visible:outline-3 has-focus-visible:outline-brand"
        inputClassName="mt-1 size-4 shrink-0 accent-brand focus-visible:outline-none"
      />
    </ChoiceGroup>
  );
}
