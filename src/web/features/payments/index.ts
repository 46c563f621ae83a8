// What other features may use of the payments feature: buying a pack, and the balance it buys.
export { useCheckout, useLoginToBuy } from "./api/create-checkout";
export { CreditBalance, organisationBalanceSentence } from "./components/credit-balance";
