import type { TPublicReport } from "#domain/contract/reports";
import { SHARE_PREVIEW_IMAGE, sharePreview, sharePreviewImagePath } from "#domain/report/share-preview";
import { type TPageMeta, title } from "#web/config/page-meta";

// Here rather than in page-meta.ts, which every page loads: the preview's rules (presentReport) are
// the report page's code, and the home page would download them for nothing.

/**
 * A shared report's page while its link works: named by its preview (plate, car, score and headline,
 * nothing of the owner) and pictured by the image drawn for it. A refused link keeps pageMeta.report.
 */
export function sharedReportMeta(shared: TPublicReport): TPageMeta {
  const preview = sharePreview(shared);
  return {
    title: title(preview.title),
    description: preview.description,
    private: true,
    image: { path: sharePreviewImagePath(shared.sharePath), ...SHARE_PREVIEW_IMAGE, alt: preview.imageAlt },
  };
}
