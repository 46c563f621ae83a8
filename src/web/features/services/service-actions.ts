import type { TMe } from "#domain/contract/account";
import { FREE_TRIALS } from "#domain/credits";
import { plural } from "#domain/format";
import { chosenBalance } from "#domain/organisation/balance-choice";
import { may } from "#domain/organisation/roles";
import { paths } from "#web/config/paths";
import type { TService } from "./catalogue";

/**
 * Who is looking at a service card; a session still loading counts as a visitor until it answers. A
 * signed-in person's trials and reports are those of the balance their next check spends.
 */
export type TViewer =
  | { signedIn: false }
  | {
      signedIn: true;
      trialsLeft: number;
      purchasedLeft: number;
      /** The packs tab that adds to that balance; null where the person may not buy for it. */
      packs: "personas" | "automotoras" | null;
    };

/**
 * The viewer as /api/me describes them: a member whose switch is on the automotora's balance has its
 * reports and no free trials, whatever their own account holds (decision 075), and only an administrador
 * buys more of them (decision 078).
 */
export function viewerOf(me: Pick<TMe, "credits" | "organisation"> | null): TViewer {
  if (!me) return { signedIn: false };
  const balance = chosenBalance(me);
  const packs = balance.kind === "personal" ? "personas" : may(balance.role, "buy") ? "automotoras" : null;
  return { signedIn: true, ...balance.credits, packs };
}

/**
 * Where the card is shown. The public pages (home carousel, /servicios) and the dashboard's 'Selecciona
 * tu servicio' follow different rules in the spec (section 2, 'Service card buttons' and 'Services page').
 */
export type TServicePlace = "public" | "dashboard";

type TServiceAction =
  | { kind: "link"; label: string; to: string; emphasis: "primary" | "secondary" }
  | { kind: "soon"; label: "Proximamente" };

const COMING_SOON: TServiceAction = { kind: "soon", label: "Proximamente" };

const link = (label: string, to: string, emphasis: "primary" | "secondary" = "primary"): TServiceAction => ({
  kind: "link",
  label,
  to,
  emphasis,
});

// 'Usar Prueba Gratis (1 restante)': the spec's '(N restantes)' with the singular Spanish needs for one.
const remaining = (n: number): string => plural(n, "restante", "restantes");

// 'Verificar vehículo (1 informe)': the bought reports left, which the check screen spends.
const reportsLeft = (n: number): string => plural(n, "informe", "informes");

/** The buttons of one service card, as data, so the rules are tested without rendering. */
export function serviceActions(service: TService, viewer: TViewer, place: TServicePlace): TServiceAction[] {
  if (!service.available) return [COMING_SOON];
  const verifyHref = paths.dashboard.verify[service.slug].getHref();
  const packs = viewer.signedIn ? viewer.packs : "personas";
  // 'Comprar', unless the balance is one the viewer may not buy for.
  const buy = (emphasis: "primary" | "secondary" = "primary"): TServiceAction[] =>
    packs === null
      ? []
      : [
          link(
            "Comprar",
            paths.dashboard.packs.getHref(packs === "automotoras" ? packs : undefined),
            emphasis,
          ),
        ];
  // Where nothing else leads on, the check screen says whose balance is empty and who can fill it.
  const orVerify = (actions: TServiceAction[]) =>
    actions.length > 0 ? actions : [link("Verificar vehículo", verifyHref)];
  // Bought reports need no confirmed e-mail, so a buyer whose free trials are gone still gets a way to the
  // check screen; the spec's cards, written before packs existed, only led there through a trial.
  const verifyBought = (purchasedLeft: number, emphasis: "primary" | "secondary") =>
    link(`Verificar vehículo (${reportsLeft(purchasedLeft)})`, verifyHref, emphasis);

  if (!service.freeTrial) {
    // A visitor cannot file the form, which needs an account: the contact page takes the request instead.
    const to = viewer.signedIn || place === "dashboard" ? verifyHref : paths.contact.getHref();
    return [link("Solicitar Servicio", to)];
  }

  if (place === "dashboard") {
    // The dashboard is for members; should a visitor see it, the trial on offer is a new account's.
    const trialsLeft = viewer.signedIn ? viewer.trialsLeft : FREE_TRIALS;
    const actions = buy();
    if (trialsLeft > 0) {
      const to = viewer.signedIn ? verifyHref : paths.auth.register.getHref();
      actions.push(link(`Prueba Gratis (${trialsLeft})`, to, "secondary"));
    } else if (viewer.signedIn && viewer.purchasedLeft > 0) {
      actions.push(verifyBought(viewer.purchasedLeft, actions.length > 0 ? "secondary" : "primary"));
    }
    return orVerify(actions);
  }

  if (!viewer.signedIn) return [link("Prueba Gratis", paths.auth.register.getHref())];
  if (viewer.trialsLeft > 0) {
    return [link(`Usar Prueba Gratis (${remaining(viewer.trialsLeft)})`, verifyHref)];
  }
  if (viewer.purchasedLeft > 0) return [verifyBought(viewer.purchasedLeft, "primary"), ...buy("secondary")];
  return orVerify(buy());
}
