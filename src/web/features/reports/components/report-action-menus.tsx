import { DropdownMenu, Popover } from "radix-ui";
import { type ReactElement, type RefObject, useEffect, useRef } from "react";
import { LINK_COPIED_MESSAGE } from "#domain/report/texts";
import { Button, buttonClass } from "#web/components/ui/button";
import { NewTabLink } from "#web/components/ui/new-tab-link";

// The action bar's popover and menu: Radix's menu, popover and their positioning are some 17 kB gzip that
// a reader of the report may never need, so the bar loads this module the first time one is opened.

/** The bar's popover and menu open upward, clear of the screen's edges. */
const ABOVE_THE_BAR = { side: "top", sideOffset: 8, collisionPadding: 16 } as const;

const menuItemClass =
  "flex min-h-11 cursor-pointer items-center rounded-md px-3 font-medium text-slate-900 outline-none select-none data-[highlighted]:bg-slate-100";

type TSharePopoverProps = {
  /** 'Compartir', which stays the bar's own button: the popover is placed against it. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  whatsappHref: string | undefined;
};

/** After 'Compartir' copied the link: WhatsApp, where most cars in Chile are sold. */
export function SharePopover({ anchor, open, onOpenChange, whatsappHref }: TSharePopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          {...ABOVE_THE_BAR}
          align="start"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
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
  );
}

type TMoreMenuProps = {
  /** The bar's 'Más' button, drawn the same before this module arrived. */
  trigger: ReactElement;
  /**
   * Opened from the keyboard: the menu then starts on its first item, as a menu button opened with Enter
   * does (Radix knows it only for keys pressed after it was loaded).
   */
  openedByKeyboard: boolean;
  sharePdfHref: string | undefined;
  whatsappHref: string | undefined;
  linkWorks: boolean;
  onCopyLink: () => void;
  onCopyCode: () => void;
};

/** 'Más', mounted open by the tap that asked for it: printing, the copies and the PDF to send on. */
export function MoreMenu({
  trigger,
  openedByKeyboard,
  sharePdfHref,
  whatsappHref,
  linkWorks,
  onCopyLink,
  onCopyCode,
}: TMoreMenuProps) {
  const firstItem = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!openedByKeyboard) return;
    // After Radix has focused the menu itself on opening.
    const timer = window.setTimeout(() => firstItem.current?.focus());
    return () => window.clearTimeout(timer);
  }, [openedByKeyboard]);

  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          {...ABOVE_THE_BAR}
          align="end"
          className="z-[60] max-w-[calc(100vw-2rem)] min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {/* After the menu has closed, so the printout does not show it. */}
          <DropdownMenu.Item
            ref={firstItem}
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
                      {/* What sharedView hides, said as it does it: the owner is named in part, not left out.
                          Narrow, so the line wraps rather than widen the whole menu. */}
                      <span className="block max-w-72 text-sm font-normal text-slate-700">
                        Propietario solo con nombre e iniciales; RUT, VIN y n.º de motor ocultos en parte
                      </span>
                    </span>
                  </a>
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item className={menuItemClass} onSelect={onCopyLink}>
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
              <DropdownMenu.Item className={menuItemClass} onSelect={onCopyCode}>
                Copiar código
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
