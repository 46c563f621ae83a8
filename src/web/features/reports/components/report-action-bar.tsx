import { DropdownMenu, Popover } from "radix-ui";
import { useRef, useState } from "react";
import type { TPublicReport } from "#domain/contract/reports";
import { whatsappShareUrl } from "#domain/report/share-link";
import {
  CODE_COPIED_MESSAGE,
  CODE_COPY_FAILED_MESSAGE,
  LINK_COPIED_MESSAGE,
  LINK_COPY_FAILED_MESSAGE,
} from "#domain/report/texts";
import { Button, buttonClass } from "#web/components/ui/button";
import { NewTabLink } from "#web/components/ui/new-tab-link";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { usePublicUrl } from "#web/lib/site";
import { useCopy } from "./use-copy";

const ICONS = {
  share: "M4 12v7a1 1 0 001 1h14a1 1 0 001-1v-7M16 6l-4-4-4 4M12 2v13",
  download: "M4 17v2a1 1 0 001 1h14a1 1 0 001-1v-2M7 11l5 5 5-5M12 4v12",
  more: "M5 12h.01M12 12h.01M19 12h.01",
} as const;

/** The bar's popover and menu open upward, clear of the screen's edges. */
const ABOVE_THE_BAR = { side: "top", sideOffset: 8, collisionPadding: 16 } as const;

const menuItemClass =
  "flex min-h-11 cursor-pointer items-center rounded-md px-3 font-medium text-slate-900 outline-none select-none data-[highlighted]:bg-slate-100";

type TReportActionBarProps = {
  shared: TPublicReport;
  /** The shared view's PDF on the shared page, the full one on the author's views. */
  pdfHref: string;
  /**
   * On the author's views, the shared view's PDF too: the full one names the owner, so the one to send
   * on is offered beside it while the link works.
   */
  sharePdfHref?: string;
  /** False once the link was withdrawn or expired: handing it out would give a link that fails. */
  linkWorks: boolean;
};

/**
 * The report's actions in one bar that stays at hand while the report scrolls by: at the bottom of a
 * phone's screen, within reach of the thumb. 'Compartir' uses the phone's own share sheet where there is
 * one; elsewhere it copies the link and offers WhatsApp, where most cars in Chile are sold.
 */
export function ReportActionBar({ shared, pdfHref, sharePdfHref, linkWorks }: TReportActionBarProps) {
  const origin = usePublicUrl();
  const shareButton = useRef<HTMLButtonElement>(null);
  const shareCopy = useCopy();
  const menuCopy = useCopy();
  const [offerWhatsapp, setOfferWhatsapp] = useState(false);
  const whatsappHref = origin && whatsappShareUrl(`${origin}${shared.sharePath}`, shared.plate);
  // Read when used: the page is drawn on the server, where there is no window.
  const link = () => `${window.location.origin}${shared.sharePath}`;
  const copyLink = { copiedMessage: LINK_COPIED_MESSAGE, failedMessage: LINK_COPY_FAILED_MESSAGE };

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: `Informe vehicular ${shared.plate}`, url: link() });
        return;
      } catch (err) {
        // Closing the share sheet is a choice, not a failure; a refused sheet falls back to copying.
        if ((err as Error).name === "AbortError") return;
      }
    }
    // The offer below says the link was copied.
    if (await shareCopy.copy(link(), { failedMessage: LINK_COPY_FAILED_MESSAGE })) setOfferWhatsapp(true);
  };

  return (
    <section
      aria-label="Acciones del informe"
      data-print="hide"
      data-action-bar
      className="sticky bottom-0 z-40 -mx-4 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border sm:pb-3 sm:shadow-lg"
    >
      <div className="flex items-center gap-2 *:min-w-0 *:flex-auto sm:*:flex-none">
        {/* Deep in the sections, which report these actions are for. */}
        <p className="mr-auto hidden font-semibold text-slate-900 sm:block">
          {shared.plate} · Puntaje {shared.report.score}/100
        </p>
        {linkWorks && (
          <Popover.Root open={offerWhatsapp} onOpenChange={setOfferWhatsapp}>
            <Popover.Anchor asChild>
              <Button
                ref={shareButton}
                aria-haspopup="dialog"
                aria-expanded={offerWhatsapp}
                onClick={() => void share()}
              >
                <StrokeIcon d={ICONS.share} className="size-5 shrink-0 max-[380px]:hidden" />
                {shareCopy.copied ? "¡Copiado!" : "Compartir"}
              </Button>
            </Popover.Anchor>
            <Popover.Portal>
              <Popover.Content
                {...ABOVE_THE_BAR}
                align="start"
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  shareButton.current?.focus();
                }}
                className="z-[60] w-72 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
              >
                <p className="font-semibold text-slate-900">{LINK_COPIED_MESSAGE}</p>
                <p className="text-sm text-slate-700">Pégalo donde quieras o envíalo directo por WhatsApp.</p>
                <div className="flex gap-2">
                  {whatsappHref && (
                    <NewTabLink href={whatsappHref} className={buttonClass("primary", "flex-1")}>
                      WhatsApp
                    </NewTabLink>
                  )}
                  <Popover.Close asChild>
                    <Button variant="ghost">Cerrar</Button>
                  </Popover.Close>
                </div>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        )}
        <a href={pdfHref} download className={buttonClass(linkWorks ? "secondary" : "primary")}>
          <StrokeIcon d={ICONS.download} className="size-5 shrink-0 max-[380px]:hidden" />
          <span>
            <span className="sr-only sm:not-sr-only">Descargar </span>PDF
          </span>
        </a>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="secondary">
              <StrokeIcon d={ICONS.more} strokeWidth={3} className="size-5 shrink-0 max-[380px]:hidden" />
              Más
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              {...ABOVE_THE_BAR}
              align="end"
              className="z-[60] max-w-[calc(100vw-2rem)] min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
            >
              {/* After the menu has closed, so the printout does not show it. */}
              <DropdownMenu.Item
                className={menuItemClass}
                onSelect={() => window.setTimeout(() => window.print())}
              >
                Imprimir
              </DropdownMenu.Item>
              {linkWorks && (
                <>
                  {sharePdfHref && (
                    <DropdownMenu.Item className={menuItemClass} asChild>
                      <a href={sharePdfHref} download>
                        <span>
                          PDF para compartir
                          <span className="block text-sm font-normal text-slate-700">
                            sin datos del propietario
                          </span>
                        </span>
                      </a>
                    </DropdownMenu.Item>
                  )}
                  <DropdownMenu.Item
                    className={menuItemClass}
                    onSelect={() => void menuCopy.copy(link(), copyLink)}
                  >
                    Copiar enlace
                  </DropdownMenu.Item>
                  {whatsappHref && (
                    <DropdownMenu.Item className={menuItemClass} asChild>
                      {/* The menu item's own props reach the link itself. */}
                      <a href={whatsappHref} target="_blank" rel="noopener">
                        Compartir por WhatsApp<span className="sr-only"> (se abre en una pestaña nueva)</span>
                      </a>
                    </DropdownMenu.Item>
                  )}
                  {/* The access code alone opens the report from 'Buscar reporte'. */}
                  <DropdownMenu.Item
                    className={menuItemClass}
                    onSelect={() =>
                      void menuCopy.copy(shared.accessCode, {
                        copiedMessage: CODE_COPIED_MESSAGE,
                        failedMessage: CODE_COPY_FAILED_MESSAGE,
                      })
                    }
                  >
                    Copiar código
                  </DropdownMenu.Item>
                </>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </section>
  );
}
