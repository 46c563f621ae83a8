import { useId, useState } from "react";
import { balanceOptions, type TBalanceOption } from "#domain/organisation/balance-choice";
import { ChoiceGroup } from "#web/components/ui/choice-group";
import { RadioOptions } from "#web/components/ui/radio-options";
import { errorMessageOf } from "#web/lib/api";
import { useSession } from "#web/lib/auth";
import { SWITCH_FAILED_MESSAGE, useSetBalanceSwitch } from "../api/set-balance-switch";

/**
 * Which balance the member's next check spends: the automotora's or their own (decision 075). Stored on
 * the membership, so it follows them to every device; a person in no automotora sees nothing.
 */
export function BalanceSwitch({ className = "" }: { className?: string }) {
  const { me } = useSession();
  const name = useId();
  const change = useSetBalanceSwitch();
  // The option pressed, until the server has answered: the radio follows the hand at once.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const organisation = me?.organisation;
  if (!me || !organisation) return null;

  const value: TBalanceOption = (pressed ?? organisation.usesOrganisation) ? "organisation" : "personal";
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
      <ChoiceGroup legend="¿Con qué saldo verificas?" className="grid gap-2 sm:grid-cols-2">
        <RadioOptions
          name={name}
          options={balanceOptions(organisation, me.credits)}
          value={value}
          onChange={(next) => {
            if (next === value) return;
            setPressed(next === "organisation");
            change.mutate(next === "organisation", { onSettled: () => setPressed(null) });
          }}
          look="card"
        />
      </ChoiceGroup>
      <div aria-live="polite" className="mt-2 text-sm">
        {change.isError && (
          <p className="font-medium text-red-700">{errorMessageOf(change.error, SWITCH_FAILED_MESSAGE)}</p>
        )}
        {change.isSuccess && (
          <p className="text-emerald-800">
            {change.variables
              ? `Listo: tus consultas usan el saldo de ${organisation.displayName}.`
              : "Listo: tus consultas usan tu saldo personal."}
          </p>
        )}
      </div>
    </div>
  );
}
