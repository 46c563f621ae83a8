import { type MouseEvent, useRef, useState } from "react";
import type { TPublicReport } from "#domain/contract/reports";
import { whatsappShareUrl } from "#domain/report/share-link";
import {
  CODE_COPIED_MESSAGE,
  CODE_COPY_FAILED_MESSAGE,
  LINK_COPIED_MESSAGE,
  LINK_COPY_FAILED_MESSAGE,
} from "#domain/report/texts";
import { useCopy } from "#web/components/copy";
import { Button, buttonClass } from "#web/components/ui/button";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { usePublicUrl } from "#web/lib/site";

const ICONS = {
  share: "M4 12v7a1 1 0 001 1h14a1 1 0 001-1v-7M16 6l-4-4-4 4M12 2v13",
  download: "M4 17v2a1 1 0 001 1h14a1 1 0 001-1v-2M7 11l5 5 5-5M12 4v12",
  more: "M5 12h.01M12 12h.01M19 12h.01",
} as const;

// The popover and the menu (decision 070): fetched when the person shows they may open one (pointer over,
// focus, touch), drawn on first use. Held as a module rather than React.lazy, which would draw nothing for
// a moment even once the code is there: the popover comes with '¡Copiado!', not after it.
type TMenus = typeof import("./report-action-menus");
const loadMenus = (): Promise<TMenus> => import("./report-action-menus");
const preloadMenus = () => void loadMenus();
const intentToOpen = { onPointerEnter: preloadMenus, onFocus: preloadMenus, onTouchStart: preloadMenus };

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
  // Once drawn, the popover and the menu stay mounted: Radix then handles them as ever.
  const [menus, setMenus] = useState<TMenus | null>(null);
  const [moreMenu, setMoreMenu] = useState<{ byKeyboard: boolean } | null>(null);
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
    // The copy at once, while the tap still counts as one; the popover's code meanwhile. Without that
    // code (the connection dropped) the button's '¡Copiado!' alone says it.
    const loading = loadMenus().catch(() => null);
    // The offer says the link was copied.
    const copied = await shareCopy.copy(link(), { failedMessage: LINK_COPY_FAILED_MESSAGE });
    const loaded = await loading;
    if (copied && loaded) {
      setMenus(loaded);
      setOfferWhatsapp(true);
    }
  };

  const openMoreMenu = (event: MouseEvent) => {
    // A click from Enter or Space has no pointer, hence no click count.
    const byKeyboard = event.detail === 0;
    void loadMenus().then((loaded) => {
      setMenus(loaded);
      setMoreMenu({ byKeyboard });
    });
  };

  // On the page as the server draws it and until the menu is first opened, 'Más' is this button alone.
  // Radix's trigger states for itself whether the menu is open.
  const moreButton = (own: { "aria-expanded"?: false; onClick?: (event: MouseEvent) => void } = {}) => (
    <Button variant="secondary" aria-haspopup="menu" {...own} {...intentToOpen}>
      <StrokeIcon d={ICONS.more} strokeWidth={3} className="size-5 shrink-0 max-[380px]:hidden" />
      Más
    </Button>
  );

  return (
    // The page keeps 6 rem clear above the bar for what takes focus (styles.css); the bar's own buttons,
    // always on screen, take that much back: else returning focus to 'Más' or 'Compartir' when its menu
    // closed scrolled the page some 440 px to bring a button into view that never left it.
    <section
      aria-label="Acciones del informe"
      data-print="hide"
      data-action-bar
      className="sticky bottom-0 z-40 -mx-4 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] **:-scroll-mb-24 sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border sm:pb-3 sm:shadow-lg"
    >
      <div className="flex items-center gap-2 *:min-w-0 *:flex-auto sm:*:flex-none">
        {/* Deep in the sections, which report these actions are for. */}
        <p className="mr-auto hidden font-semibold text-slate-900 sm:block">
          {shared.plate} · Puntaje {shared.report.score}/100
        </p>
        {linkWorks && (
          <Button
            ref={shareButton}
            aria-haspopup="dialog"
            aria-expanded={offerWhatsapp}
            onClick={() => void share()}
            {...intentToOpen}
          >
            <StrokeIcon d={ICONS.share} className="size-5 shrink-0 max-[380px]:hidden" />
            {shareCopy.copied ? "¡Copiado!" : "Compartir"}
          </Button>
        )}
        {linkWorks && menus && (
          <menus.SharePopover
            anchor={shareButton}
            open={offerWhatsapp}
            onOpenChange={setOfferWhatsapp}
            whatsappHref={whatsappHref}
          />
        )}
        <a href={pdfHref} download className={buttonClass(linkWorks ? "secondary" : "primary")}>
          <StrokeIcon d={ICONS.download} className="size-5 shrink-0 max-[380px]:hidden" />
          <span>
            <span className="sr-only sm:not-sr-only">Descargar </span>PDF
          </span>
        </a>
        {menus && moreMenu ? (
          <menus.MoreMenu
            trigger={moreButton()}
            openedByKeyboard={moreMenu.byKeyboard}
            sharePdfHref={sharePdfHref}
            whatsappHref={whatsappHref}
            linkWorks={linkWorks}
            onCopyLink={() => void menuCopy.copy(link(), copyLink)}
            onCopyCode={() =>
              void menuCopy.copy(shared.accessCode, {
                copiedMessage: CODE_COPIED_MESSAGE,
                failedMessage: CODE_COPY_FAILED_MESSAGE,
              })
            }
          />
        ) : (
          moreButton({ "aria-expanded": false, onClick: openMoreMenu })
        )}
      </div>
    </section>
  );
}
