ALTER TABLE "vehicle_reports" RENAME COLUMN "security_score" TO "score";--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD COLUMN "make" text;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD COLUMN "model_year" integer;--> statement-breakpoint
CREATE INDEX "vehicle_reports_similar_idx" ON "vehicle_reports" USING btree ("is_demo","make","model","model_year");--> statement-breakpoint
-- The make, model and model year of the reports made before, as normalizeName (domain/report/vehicle-name.ts)
-- writes them: accents off, upper case, anything but letters, digits and dots one space.
UPDATE "vehicle_reports" SET
  "make" = nullif(trim(regexp_replace(upper(translate("body" #>> '{sections,vehicle,data,make}',
    'áéíóúüñàèìòùäëïöâêîôûçÁÉÍÓÚÜÑÀÈÌÒÙÄËÏÖÂÊÎÔÛÇ', 'aeiouunaeiouaeioaeioucAEIOUUNAEIOUAEIOAEIOUC')),
    '[^A-Z0-9.]+', ' ', 'g')), ''),
  "model" = nullif(trim(regexp_replace(upper(translate("body" #>> '{sections,vehicle,data,model}',
    'áéíóúüñàèìòùäëïöâêîôûçÁÉÍÓÚÜÑÀÈÌÒÙÄËÏÖÂÊÎÔÛÇ', 'aeiouunaeiouaeioaeioucAEIOUUNAEIOUAEIOAEIOUC')),
    '[^A-Z0-9.]+', ' ', 'g')), ''),
  "model_year" = CASE WHEN jsonb_typeof("body" #> '{sections,vehicle,data,year}') = 'number'
    THEN trunc(("body" #>> '{sections,vehicle,data,year}')::numeric)::integer END;--> statement-breakpoint
-- Reports made before the newer sources existed never asked them: they say so ('No consultado') rather
-- than pass for unanswered or empty.
UPDATE "vehicle_reports" SET "body" = jsonb_set("body", '{sections}', ("body" -> 'sections') || (
  SELECT jsonb_object_agg(key, jsonb_build_object(
    'status', 'unavailable',
    'reason', 'not asked',
    'source', "body" #>> '{sections,vehicle,source}',
    'consultedAt', "body" ->> 'generatedAt'))
  FROM unnest(ARRAY['crossings', 'recalls', 'valuation', 'theft']) AS key
  WHERE NOT ("body" -> 'sections' ? key)))
WHERE NOT ("body" -> 'sections' ?& ARRAY['crossings', 'recalls', 'valuation', 'theft']);
