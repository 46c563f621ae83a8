import { useCallback, useEffect, useState } from "react";
import { useToast } from "#web/components/ui/toast";

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
