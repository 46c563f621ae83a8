// What other features may use of the services feature: the catalogue and its pieces.
export { serviceBySlug, services, type TServiceSlug } from "./catalogue";
export { BackToServicesLink } from "./components/back-to-services-link";
export { ServiceCard } from "./components/service-card";
export { ServiceFeatures } from "./components/service-features";
export { ServiceHeading } from "./components/service-heading";
export { CheckIcon } from "./components/service-icon";
