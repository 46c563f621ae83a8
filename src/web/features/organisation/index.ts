// What other features may use of the organisation feature: the balance switch, which balance a check
// spends, what to do when the automotora's is empty, and the invitation a newly confirmed person left.
export { chosenBalance, organisationBalanceSentence, type TChosenBalance } from "./balance-choice";
export { BalanceSwitch } from "./components/balance-switch";
export { OrganisationOutOfCredits } from "./components/organisation-out-of-credits";
export { pendingInvitationHref } from "./invitation-link";
