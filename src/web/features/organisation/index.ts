// What other features may use of the organisation feature: the balance switch, what to do when the
// automotora's is empty, and the invitation a newly confirmed person left. Which balance a check spends is
// a pure rule, in #domain/organisation/balance-choice, so that pages showing it load none of this.
export { BalanceSwitch } from "./components/balance-switch";
export { OrganisationOutOfCredits } from "./components/organisation-out-of-credits";
export { pendingInvitationHref } from "./pending-invitation";
