import { ActionLinks } from "#web/components/ui/action-links";
import { paths } from "#web/config/paths";

/**
 * Why the shared page has no report (no such code, a withdrawn or expired link, too many lookups), as
 * the page's main text and in the server's words whole: an expired link says how to get a new one.
 */
export function ReportUnavailable({ message }: { message: string }) {
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 p-4 sm:p-6">
      <p role="alert" className="text-lg font-medium text-slate-900 sm:text-xl">
        {message}
      </p>
      <ActionLinks
        primary={{ to: paths.home.getHref(), label: "Ir al Inicio" }}
        secondary={{ to: paths.reportSearch.getHref(), label: "Reintentar con otro codigo" }}
      />
    </div>
  );
}
