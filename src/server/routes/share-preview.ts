import { Hono } from "hono";
import { SHARED_REPORT_REVALIDATE } from "#domain/report/share-link";
import { sharePreviewImagePath } from "#domain/report/share-preview";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";
import { rateLimit } from "../http/rate-limit";
import { shareImages } from "../http/share-image";
import type { SharedReports } from "../services/reports/public-report";
import { sharePath } from "../services/reports/report-view";
import { SHARED_REPORT_VIEWS } from "./public-reports";

/**
 * The image of a shared link's preview (og:image), under the link's address so it is allowed to the
 * crawlers that draw previews and carries the link's noindex (routes/seo.ts). It is a view of the report:
 * counted against the same budget as the page, asked whether the link still works on every request, and
 * a withdrawn, expired or unknown link answers its refusal, never a picture.
 */
export function sharePreviewRoutes(deps: { db: Database; shared: SharedReports }) {
  const images = shareImages();
  return new Hono<AppEnv>().get(
    sharePreviewImagePath(sharePath(":accessCode")),
    rateLimit(deps.db, SHARED_REPORT_VIEWS),
    async (c) => {
      const png = await images.png(await deps.shared.find(c.req.param("accessCode") ?? ""));
      c.header("content-type", "image/png");
      // Like the page: a withdrawn link's picture must not be served from a cache either.
      c.header("cache-control", SHARED_REPORT_REVALIDATE);
      return c.body(new Uint8Array(png));
    },
  );
}
