import { CopyButton } from "#web/components/copy";

type TCodeBlockProps = {
  /** What the code is, above it: 'Terminal', 'verify-webhook.mjs'. */
  title: string;
  code: string;
  /** Read after 'Copiar' by a screen reader: 'el comando', 'el ejemplo'. */
  what: string;
};

/**
 * Code to copy as it is, under its title: it scrolls sideways rather than wrap (a wrapped shell line reads
 * as another command).
 */
export function CodeBlock({ title, code, what }: TCodeBlockProps) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-300">
      <figcaption className="flex items-center justify-between gap-3 bg-slate-100 py-1 pr-1 pl-4">
        <span className="font-mono text-sm text-slate-700">{title}</span>
        <CopyButton text={code} what={what} copiedMessage="Copiado al portapapeles" variant="ghost" />
      </figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls sideways, by keyboard too.
        tabIndex={0}
        className="overflow-x-auto bg-slate-900 p-4 text-sm leading-relaxed text-slate-100"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
