import { useCallback, useEffect, useState } from "react";
import { Button, type TButtonVariant } from "#web/components/ui/button";
import { useToast } from "#web/components/ui/toast";

// Outside components/ui and hooks on purpose: those folders are one script every page loads (decision
// 079), and only the pages that copy something need this.

const COPIED_LABEL_MS = 2000;

/** Without `copiedMessage` the caller says it has copied in its own way. */
type TCopyMessages = { copiedMessage?: string; failedMessage: string };

/**
 * Copies text to the clipboard and says so in a toast; `copied` stays true for 2 s, for a button that
 * says '¡Copiado!' (spec). Answers whether the copy worked.
 */
export function useCopy() {
  const toast = useToast();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = useCallback(
    async (text: string, { copiedMessage, failedMessage }: TCopyMessages): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
        setCopiedAt(Date.now());
        if (copiedMessage) toast(copiedMessage);
        return true;
      } catch {
        // No clipboard (insecure context, permission refused): say so rather than fail silently.
        toast(failedMessage);
        return false;
      }
    },
    [toast],
  );
  return { copied: copiedAt !== null, copy };
}

type TCopyButtonProps = {
  text: string;
  /** What is copied, read after 'Copiar' by a screen reader: 'la clave', 'el comando'. */
  what: string;
  /** Said in a toast once copied, e.g. 'Clave copiada'. */
  copiedMessage: string;
  variant?: TButtonVariant;
  className?: string;
};

/** 'Copiar', which reads '¡Copiado!' for 2 s once done; a refused clipboard is said in a toast. */
export function CopyButton({
  text,
  what,
  copiedMessage,
  variant = "secondary",
  className,
}: TCopyButtonProps) {
  const { copied, copy } = useCopy();
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() =>
        void copy(text, {
          copiedMessage,
          failedMessage: "Tu navegador no nos dejó copiar: selecciona el texto y cópialo a mano.",
        })
      }
    >
      {copied ? "¡Copiado!" : "Copiar"}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
