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
      <RadioOptions name={name} options={RIGHTS} value={value} onChange={onChange} look="card" />
    </ChoiceGroup>
  );
}
