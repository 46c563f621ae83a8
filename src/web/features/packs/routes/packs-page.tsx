import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { cheapestPack, isFleetPack, type Pack } from "#domain/catalogue";
import type { TMe } from "#domain/contract/account";
import { may } from "#domain/organisation/roles";
import { PLATE_PARAM } from "#domain/plate";
import { Button, buttonClass } from "#web/components/ui/button";
import { LoadError } from "#web/components/ui/load-error";
import { LoadingState } from "#web/components/ui/spinner";
import { textLinkClass } from "#web/components/ui/text-link";
import { paths } from "#web/config/paths";
import {
  CreditBalance,
  organisationBalanceSentence,
  useCheckout,
  useLoginToBuy,
} from "#web/features/payments";
import { BackToServicesLink } from "#web/features/services";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useSession } from "#web/lib/auth";
import { useRememberPlateToBuyFor } from "#web/lib/plate-to-buy-for";
import { usePacks } from "../api/get-packs";
import { PackCard, reportCount } from "../components/pack-card";
import { PurchaseDialog } from "../components/purchase-dialog";

const triggerClass =
  "min-h-11 flex-1 rounded-md px-4 py-2 font-semibold text-slate-700 hover:text-brand data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow-sm sm:flex-none";

function PackGrid({ packs, action }: { packs: Pack[]; action: (pack: Pack) => ReactNode }) {
  const cheapestId = cheapestPack(packs)?.id;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {packs.map((pack) => (
        <PackCard key={pack.id} pack={pack} action={action(pack)} cheapest={pack.id === cheapestId} />
      ))}
    </div>
  );
}

function BuyButton({ pack, onBuy, busy }: { pack: Pack; onBuy: (pack: Pack) => void; busy: boolean }) {
  return (
    <Button disabled={busy} onClick={() => onBuy(pack)}>
      Comprar<span className="sr-only"> {pack.name}</span>
    </Button>
  );
}

/** Who reads the Automotoras tab, which decides what its packs offer (decision 078). */
type TFleetReader =
  /** An administrador: they buy the automotora's fleet packs here. */
  | { kind: "buyer"; displayName: string; purchasedLeft: number }
  /** A vendedor: their administradores buy them. */
  | { kind: "member"; displayName: string }
  /** Anyone in no automotora: the spec's tab, which leads to the contact page. */
  | { kind: "outsider" };

function fleetReader(organisation: NonNullable<TMe["organisation"]> | null): TFleetReader {
  if (!organisation) return { kind: "outsider" };
  return may(organisation.role, "buy")
    ? { kind: "buyer", displayName: organisation.displayName, purchasedLeft: organisation.purchasedLeft }
    : { kind: "member", displayName: organisation.displayName };
}

function FleetIntro({ reader }: { reader: TFleetReader }) {
  if (reader.kind === "buyer") {
    return (
      <p className="text-slate-700">
        Los informes se suman al saldo de <strong className="text-slate-900">{reader.displayName}</strong>{" "}
        (hoy, {reportCount(reader.purchasedLeft)}) y la factura se emite con los datos de la automotora.
      </p>
    );
  }
  if (reader.kind === "member") {
    return (
      <p className="text-slate-700">
        Los packs flota de <strong className="text-slate-900">{reader.displayName}</strong> los compra un
        administrador de la automotora.
      </p>
    );
  }
  return (
    <p className="text-slate-700">
      ¿Tienes una automotora o una flota? Contáctanos y te preparamos un plan a tu medida.
    </p>
  );
}

/** The page's two tabs; ?tipo=automotoras (paths.dashboard.packs) opens the second. */
type TTab = "personas" | "automotoras";

type TPackTabsProps = {
  tab: TTab;
  onTab: (tab: TTab) => void;
  packs: Pack[];
  onBuy: (pack: Pack) => void;
  busy: boolean;
  fleet: TFleetReader;
};

function PackTabs({ tab, onTab, packs, onBuy, busy, fleet }: TPackTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as TTab)} className="space-y-6">
      <Tabs.List
        aria-label="Tipo de cliente"
        className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex"
      >
        <Tabs.Trigger value="personas" className={triggerClass}>
          Personas
        </Tabs.Trigger>
        <Tabs.Trigger value="automotoras" className={triggerClass}>
          Automotoras
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="personas" className="space-y-4">
        <p className="text-slate-700">Paga una sola vez y usa tus informes cuando los necesites.</p>
        <PackGrid
          packs={packs.filter((pack) => !isFleetPack(pack))}
          action={(pack) => <BuyButton pack={pack} onBuy={onBuy} busy={busy} />}
        />
      </Tabs.Content>
      <Tabs.Content value="automotoras" className="space-y-4">
        <FleetIntro reader={fleet} />
        <PackGrid
          packs={packs.filter(isFleetPack)}
          action={(pack) =>
            fleet.kind === "buyer" ? (
              <BuyButton pack={pack} onBuy={onBuy} busy={busy} />
            ) : fleet.kind === "outsider" ? (
              <Link to={paths.contact.getHref()} className={buttonClass("secondary")}>
                Contactar<span className="sr-only"> por {pack.name}</span>
              </Link>
            ) : null
          }
        />
        <p className="text-slate-700">
          ¿Quieres consultar patentes desde el sistema de tu automotora o tu portal de avisos?{" "}
          <Link to={paths.developers.getHref()} className={textLinkClass}>
            Conoce la API para desarrolladores
          </Link>
        </p>
      </Tabs.Content>
    </Tabs.Root>
  );
}

export default function PacksPage() {
  usePageTitle("Paquetes de informes");
  const query = usePacks();
  const session = useSession();
  const loginToBuy = useLoginToBuy();
  const checkout = useCheckout();
  const [chosen, setChosen] = useState<Pack | null>(null);
  const organisation = session.me?.organisation ?? null;
  const fleet = fleetReader(organisation);
  // Where the automotora's pages send its administrador.
  const [search] = useSearchParams();
  // The plate the check screen was asked about rides here; kept for the way back after paying (decision 101).
  useRememberPlateToBuyFor(search.get(PLATE_PARAM));
  const [tab, setTab] = useState<TTab>(search.get("tipo") === "automotoras" ? "automotoras" : "personas");
  // The balance beside the packs is the one they add to: the automotora's on its tab, for its members.
  const fleetBalance = tab === "automotoras" && organisation ? organisation : null;
  const reportsLeft = fleetBalance ? fleetBalance.purchasedLeft : (session.me?.credits.purchasedLeft ?? 0);

  // The route is protected, but a session can end while the page is open.
  const choose = (pack: Pack) => {
    if (session.status !== "authenticated") void loginToBuy({ sessionExpired: false });
    else setChosen(pack);
  };

  const close = () => {
    setChosen(null);
    checkout.reset();
  };

  const content = () => {
    if (query.isPending) return <LoadingState label="Cargando paquetes..." />;
    if (query.isError) {
      return (
        <LoadError
          error={query.error}
          fallback="No se pudieron cargar los paquetes"
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <PackTabs
        tab={tab}
        onTab={setTab}
        packs={query.data}
        onBuy={choose}
        busy={checkout.isProcessing}
        fleet={fleet}
      />
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <BackToServicesLink />
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Paquetes de informes</h1>
          <p className="mt-2 text-slate-700">
            Elige cuántos informes necesitas y paga de forma segura con Mercado Pago.
          </p>
        </div>
        <div className="flex flex-col gap-3 md:min-w-64">
          <CreditBalance sentence={fleetBalance ? organisationBalanceSentence(fleetBalance) : undefined} />
          {reportsLeft > 0 && (
            // What was bought is spent on the check screen: the way there, next to the balance.
            <Link to={paths.dashboard.verify.automovil.getHref()} className={buttonClass("primary")}>
              Verificar vehículo
            </Link>
          )}
        </div>
      </div>
      {content()}
      <PurchaseDialog
        pack={chosen}
        // The reports of a fleet pack go to the automotora's balance, not the buyer's.
        forOrganisation={chosen && isFleetPack(chosen) && fleet.kind === "buyer" ? fleet.displayName : null}
        isProcessing={checkout.isProcessing}
        error={checkout.error}
        onConfirm={(pack) => checkout.start(pack.id)}
        onClose={close}
      />
    </div>
  );
}
