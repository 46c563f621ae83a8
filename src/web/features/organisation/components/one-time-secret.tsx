import { useEffect, useRef } from "react";
import { CopyButton } from "#web/components/copy";
import { Button } from "#web/components/ui/button";
import { panelHeadingOf } from "#web/components/ui/panel";

type TOneTimeSecretProps = {
  /** 'Copia la clave «DMS» ahora'. */
  title: string;
  secret: string;
  /** Read after 'Copiar' by a screen reader, and said once copied: 'la clave', 'el secreto'. */
  what: string;
  copiedMessage: string;
  /** 'No la volverás a ver…': Spanish agrees it with the secret's gender. */
  warning: string;
  /** Where it goes, said under the warning. */
  hint: string;
  /** The button that puts it away: 'Ya la guardé'. */
  done: string;
  onDone: () => void;
};

/**
 * A secret the server shows this once (it keeps only a hash, or keeps it encrypted): on screen until the
 * administrador says it is saved, with the warning that it cannot be seen again. Focus moves to it, so a
 * screen reader reads it before anything else; put away, focus goes to its panel's heading.
 */
export function OneTimeSecret(props: TOneTimeSecretProps) {
  const { title, secret, what, copiedMessage, warning, hint, done, onDone } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new secret takes focus again; the whole box is brought on screen, clear of the sticky top bar (its
  // scroll margin), where focusing the heading alone would leave it under the bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the secret on purpose.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    boxRef.current?.scrollIntoView({ block: "nearest" });
  }, [secret]);
  return (
    <div
      ref={boxRef}
      className="mt-4 scroll-mt-20 scroll-mb-4 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 ref={headingRef} tabIndex={-1} className="font-bold text-slate-900 focus:outline-none">
        {title}
      </h3>
      <p className="font-semibold text-amber-900">{warning}</p>
      <p className="text-slate-800">{hint}</p>
      <p className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
        {secret}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CopyButton text={secret} what={what} copiedMessage={copiedMessage} variant="primary" />
        <Button
          variant="secondary"
          onClick={() => {
            const heading = panelHeadingOf(boxRef.current);
            onDone();
            heading?.focus();
          }}
        >
          {done}
        </Button>
      </div>
    </div>
  );
}
