import type { TMe } from "../contract/account";
import { plural } from "../format";
import type { Role } from "./roles";

// Which balance a member's next check spends (decision 075: the switch is stored on the membership), said
// the same way on the dashboard, the automotora's page and the check screen.

type TCredits = { trialsLeft: number; purchasedLeft: number };

export type TChosenBalance =
  | { kind: "personal"; credits: TCredits }
  | {
      kind: "organisation";
      displayName: string;
      role: Role;
      /** An automotora has no free trials: only what its packs bought. */
      credits: TCredits;
    };

/** The balance the next check spends: the automotora's while the member's switch says so, else their own. */
export function chosenBalance(me: Pick<TMe, "credits" | "organisation">): TChosenBalance {
  const organisation = me.organisation;
  if (!organisation?.usesOrganisation) return { kind: "personal", credits: me.credits };
  return {
    kind: "organisation",
    displayName: organisation.displayName,
    role: organisation.role,
    credits: { trialsLeft: 0, purchasedLeft: organisation.purchasedLeft },
  };
}

/** 'Saldo de la automotora: 12 informes.' */
export const organisationBalanceSentence = (purchasedLeft: number): string =>
  `Saldo de la automotora: ${plural(Math.max(0, purchasedLeft), "informe", "informes")}.`;

/** The person's own balance in a few words, for the switch's option: '3 gratis y 1 comprada'. */
function personalBalanceShort({ trialsLeft, purchasedLeft }: TCredits): string {
  const trials = Math.max(0, trialsLeft);
  const bought = Math.max(0, purchasedLeft);
  if (trials === 0 && bought === 0) return "sin consultas";
  if (bought === 0) return `${plural(trials, "consulta", "consultas")} gratis`;
  if (trials === 0) return plural(bought, "consulta comprada", "consultas compradas");
  return `${trials} gratis y ${plural(bought, "comprada", "compradas")}`;
}

export type TBalanceOption = "organisation" | "personal";

/** The switch's two options, each naming the balance it spends and what is left in it. */
export function balanceOptions(
  organisation: { displayName: string; purchasedLeft: number },
  personal: TCredits,
): { value: TBalanceOption; label: string }[] {
  return [
    {
      value: "organisation",
      label: `Usar saldo de ${organisation.displayName} (${plural(Math.max(0, organisation.purchasedLeft), "informe", "informes")})`,
    },
    { value: "personal", label: `Usar mi saldo personal (${personalBalanceShort(personal)})` },
  ];
}
