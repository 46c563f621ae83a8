import { useEffect, useState } from "react";
import { Button, type TButtonVariant } from "#web/components/ui/button";
import { useToast } from "#web/components/ui/toast";

const COPIED_LABEL_MS = 2000;

type TCopyButtonProps = {
  /** Read when clicked: the page may be drawn on the server, where there is no window. */
  text: () => string;
  label: string;
  /** The label for 2 s after copying (spec: '¡Copiado!'). */
  copiedLabel: string;
  copiedMessage: string;
  failedMessage: string;
  variant?: TButtonVariant;
  className?: string;
};

/** Copies the text to the clipboard and says so, in the button for 2 s and in a toast. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  copiedMessage,
  failedMessage,
  variant = "secondary",
  className,
}: TCopyButtonProps) {
  const toast = useToast();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setCopiedAt(Date.now());
      toast(copiedMessage);
    } catch {
      // No clipboard (insecure context, permission refused): say so rather than fail silently.
      toast(failedMessage);
    }
  };

  return (
    <Button variant={variant} className={className} onClick={() => void copy()}>
      {copiedAt === null ? label : copiedLabel}
    </Button>
  );
}
